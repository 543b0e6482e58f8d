// Scan label (issue 28): what the scanner and the forms it fills say. Kept out of messages.ts so
// the landing and login pages' entry chunk does not carry them.

/** The photo is read on the device and fills the medication form. */
export const LABEL_SCAN_MESSAGES = {
  intro: 'Have the pharmacy label? Scan it to fill this in.',
  privacy:
    'The photo is read on this device and never leaves it: nothing is uploaded and PawRx keeps no copy.',
  unreadable:
    "We couldn't read this label. Nothing in the form was changed. Try again with the label flat, in good light and filling the photo.",
  failed:
    "The label reader didn't start, so nothing in the form was changed. Check your connection and try again.",
  filled: 'Filled in from the label. Check each field marked "from label" against the label.',
  marker: 'from label · check it',
  otherAnimal: (labelName: string) => `This label is for '${labelName}'`,
  otherAnimalDetail: (petName: string) =>
    `Check it is the right medication before saving it for ${petName}.`,
  saveAnyway: (petName: string) => `Save for ${petName}`,
} as const;
