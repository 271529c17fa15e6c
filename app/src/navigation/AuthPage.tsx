import { AuthCard, type AuthCardProps } from '@taskboard/ui';

/**
 * A sign-in screen (log in, sign up, password reset, e-mail checks): the auth card as the page's
 * main landmark, so a screen reader's "skip to main" lands on the form.
 */
export function AuthPage(props: AuthCardProps) {
  return (
    <main>
      <AuthCard {...props} />
    </main>
  );
}
