/**
 * The dashboard's greeting (issue 24 item 9): an owner by first name ("Welcome back, Jamie"), a
 * vet by surname ("Welcome back, Dr. Rivera", the last word of the name, so a typed "Dr." or a
 * ", DVM" after the name is not repeated); no name at all is "Welcome back", never a bare "Dr.".
 */
export function welcomeBack(user: { name: string; role: string }): string {
  const words = (user.name.split(',')[0] ?? '')
    .split(/\s+/)
    .filter((word) => word !== '' && !/^dr\.?$/i.test(word));
  const name = user.role === 'vet' ? words.at(-1) : words[0];
  if (!name) return 'Welcome back';
  return user.role === 'vet' ? `Welcome back, Dr. ${name}` : `Welcome back, ${name}`;
}
