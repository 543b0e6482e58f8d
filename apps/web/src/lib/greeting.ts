/**
 * The dashboard's greeting (issue 24 item 9): an owner by first name ("Welcome back, Jamie"), a
 * vet by surname ("Welcome back, Dr. Rivera", the last word of the name, so a typed "Dr." or a
 * ", DVM" after the name is not repeated); no name at all is "Welcome back", never a bare "Dr.".
 * Right after sign-up (`firstVisit`) it is "Welcome, Jamie": there is nothing to be back to.
 */
export function welcomeBack(user: { name: string; role: string }, firstVisit = false): string {
  const hello = firstVisit ? 'Welcome' : 'Welcome back';
  const words = (user.name.split(',')[0] ?? '')
    .split(/\s+/)
    .filter((word) => word !== '' && !/^dr\.?$/i.test(word));
  const name = user.role === 'vet' ? words.at(-1) : words[0];
  if (!name) return hello;
  return user.role === 'vet' ? `${hello}, Dr. ${name}` : `${hello}, ${name}`;
}
