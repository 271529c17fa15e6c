/** What the account endpoints answer; the family endpoints share the username message. */
export const accountMessages = {
  registered: 'Registration successful. Please check your email to verify your account.',
  verified: 'Email verified successfully.',
  badVerifyLink: 'This verification link is invalid or has expired.',
  resetSent: 'Password reset email sent successfully.',
  resetDone: 'Password reset successful. You can now log in.',
  badResetLink: 'This password reset link is invalid or has expired.',
  badLogin: 'Incorrect email or password',
  loggedOut: 'Logged out successfully.',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
} as const;
