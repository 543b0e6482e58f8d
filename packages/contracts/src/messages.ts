// User-facing messages of spec §5 and §8, word for word. The server's own messages take
// precedence where the spec says "server message, else …"; these are the fallbacks and successes.

export const VALIDATION_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShortRegister: 'Password must be at least 6 characters',
  passwordTooShortReset: 'Password must be at least 6 characters long',
  /** The confirm field left blank (register). */
  confirmPassword: 'Please confirm your password',
  /** Beyond the spec's minimum length: a password from the common-password list (issue 11). */
  passwordTooCommon:
    'This password is one of the most common and easy to guess. Please choose another',
  medicationNameRequired: 'Medication name is required',
  selectPet: 'Please select a pet',
  enterMedication: 'Please enter the medication you want to check',
  noCurrentMedications:
    'This pet has no current medications to check against. Add some medications to their profile first.',
  confirmDeleteMedication: 'Are you sure you want to delete this medication?',
} as const;

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  profileUpdateFailed: 'Profile update failed',
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Registration successful!',
  logoutSuccess: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** Verified addresses (issue 25 item 1, decision 046). */
export const EMAIL_MESSAGES = {
  verified: 'Your email address is verified',
  changed: 'Your email address is changed and verified',
  tokenInvalid: 'This verification link is invalid or has expired',
  alreadyVerified: 'Your email address is already verified',
  verificationSent: 'We sent a verification link to your email address',
  changeSent: 'We sent a link to the new address: the change takes effect when you open it',
  sameEmail: 'This is already your email address',
  wrongPassword: 'Password is incorrect',
  /** The banner and Settings: why an unverified account gets no mail. */
  unverifiedWhy:
    'Verify your email address: until then PawRx sends you no reminders and you cannot invite anyone.',
  inviteNeedsVerified: 'Verify your email address before inviting anyone',
} as const;

export const PASSWORD_MESSAGES = {
  resetEmailFailed: 'Failed to send reset email',
  networkError: 'Network error. Please try again.',
  resetFailed: 'Failed to reset password',
  invalidResetLink: 'Invalid reset link',
  resetEmailSent: 'Password reset email sent!',
  resetSuccess: 'Password reset successful!',
  /** Same answer whether or not the email has an account. */
  forgotAccepted: 'If an account exists for that email, a password reset link has been sent.',
  resetTokenInvalid: 'This reset link is invalid or has expired',
} as const;

export const PET_MESSAGES = {
  fetchFailed: 'Failed to fetch pets',
  addFailed: 'Failed to add pet',
  added: 'Pet added successfully!',
  notFound: 'Pet not found',
  loadError: 'Error loading pet profile',
  medicationsLoadFailed: 'Could not load medications',
  currentMedicationsLoadFailed: 'Could not load current medications',
  deleteFailed: 'Failed to delete pet profile',
  deleteError: 'Error deleting pet profile',
  deleted: 'Pet profile deleted successfully',
  updateFailed: 'Failed to update pet profile',
  updateError: 'Error updating pet profile',
  updated: 'Pet profile updated successfully!',
  reportFailed: 'Failed to download medical report',
  reportError: 'Error downloading medical report',
  reportDownloaded: 'Medical report downloaded successfully',
  photoTooLarge: 'Photo is too large (2 MB at most)',
  photoInvalid: 'Photo must be a JPEG, PNG or WebP image',
  photoNotFound: 'Photo not found',
  deleteNotPermanent: 'Pets can only be deleted permanently (permanent=true)',
  noPets: 'No pets yet',
} as const;

export const VACCINATION_MESSAGES = {
  added: 'Vaccination recorded',
  updated: 'Vaccination updated',
  deleted: 'Vaccination deleted',
  notFound: 'Vaccination not found',
  saveError: 'Error saving vaccination',
  deleteError: 'Error deleting vaccination',
} as const;

export const APPOINTMENT_MESSAGES = {
  scheduleFailed: 'Failed to schedule appointment',
  scheduleError: 'Error scheduling appointment',
  scheduled: 'Appointment scheduled successfully!',
  updateFailed: 'Failed to update appointment',
  cancelFailed: 'Failed to cancel appointment',
  updateError: 'Error updating appointment',
  cancelError: 'Error cancelling appointment',
  completed: 'Appointment marked as completed',
  cancelled: 'Appointment cancelled',
  notFound: 'Appointment not found',
  notScheduled: 'Only a scheduled appointment can be changed',
  /** The scheduling forms' own rules (spec §5). */
  titleRequired: 'Title is required',
  timeRequired: 'Time is required',
  dateInPast: 'The date cannot be earlier than today',
} as const;

export const MEDICATION_MESSAGES = {
  added: 'Medication added',
  updated: 'Medication updated',
  /** What a status button did (issue 13: say what happened, not just "updated"). */
  statusChanged: {
    active: 'Medication resumed',
    paused: 'Medication paused',
    completed: 'Medication completed',
    discontinued: 'Medication discontinued',
  },
  saveError: 'Error saving medication',
  deleted: 'Medication deleted',
  deleteError: 'Error deleting medication',
  networkError: 'Network error - please try again',
  reactionRecorded: 'Adverse reaction recorded',
  reactionSaveError: 'Error saving reaction',
  requestSubmitted: "Medication request submitted! We'll review it and add it to our database.",
  requestFailed: 'Failed to submit request. Please try again.',
  notFound: 'Medication not found',
  reactionNotFound: 'Reaction not found',
} as const;

type LoggedAs = 'given' | 'skipped';

/**
 * One log per dose (issue 23): what a second log, a stale edit or a late Undo is told. `time` is
 * the log's time as the reader's clock writes it ("8:02 AM").
 */
export const DOSE_LOG_MESSAGES = {
  alreadyLogged: (status: LoggedAs, name: string, time: string) =>
    `Already ${status} by ${name} at ${time}`,
  /** An edit or an Undo made from a screen older than the log it meant to change. */
  changedSince: (status: LoggedAs, name: string, time: string) =>
    `Changed since: ${status} by ${name} at ${time}`,
  edited: 'Dose log changed',
  undone: 'Dose log undone',
  notFound: 'This dose is not logged (any more)',
  editFailed: 'Could not change the dose log',
  undoFailed: 'Could not undo the dose log',
  nothingToChange: 'Send a status or a note to change',
} as const;

export const INTERACTION_MESSAGES = {
  checkCompleted: 'Interaction check completed',
  checkError: 'Error checking interactions',
  aiCompleted: 'AI analysis completed',
  aiError: 'Error running AI analysis',
  aiUnavailable: 'AI service unavailable - please try again later',
} as const;

export const SUPPORT_MESSAGES = {
  sent: 'Support request sent successfully!',
  failed: 'Failed to send support request',
  networkError: 'Network error - please try again.',
} as const;

export const GENERIC_MESSAGES = {
  validationFailed: 'Some fields are invalid',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  notFound: 'Not found',
  unauthorized: 'Please log in to continue',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable, please try again shortly.',
  unsupportedMediaType: 'Send the request body as JSON',
  badRequest: 'The request could not be understood',
  requestTimeout: 'The request took too long to arrive',
  headersTooLarge: 'The request headers are too large',
} as const;

/** Bad input caught before any feature sees it (API input guard and framework errors). */
export const INPUT_MESSAGES = {
  nulCharacter: 'Text cannot contain the NUL character',
  loneSurrogate: 'Text contains an invalid character (an unpaired UTF-16 surrogate)',
  malformedUrl: 'The address is not valid (malformed percent-encoding)',
  paramTooLong: 'An id in the address is too long',
  urlTooLong: 'The address is too long',
} as const;
