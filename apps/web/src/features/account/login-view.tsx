import { Container } from '../../components/ui/container';
import { CreateAccountForm } from './create-account-form';
import { OrderLookupForm } from './order-lookup-form';
import { SignInPanel } from './sign-in-panel';
import type { SignInMode } from './sign-in-modes';

const CARD = 'flex flex-col gap-3 rounded-brand border border-muted/30 p-4 sm:p-6';

/**
 * /login: Sign in (with "Email me a sign-in link" and "Forgot password?"), Create account, and Find an
 * order, as three labelled sections. Phones get one column in that order; from md sign-in and create-account sit side by side.
 */
export function LoginView({ brandName, next, mode }: { brandName: string; next: string; mode: SignInMode }) {
  return (
    <main id="main" data-page-type="Page">
      <Container className="flex flex-col gap-6 py-8">
        <h1 className="text-3xl font-bold">Your {brandName} account</h1>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <section aria-labelledby="sign-in-heading" className={CARD}>
            <SignInPanel next={next} initialMode={mode} />
          </section>
          <section aria-labelledby="create-account-heading" className={CARD}>
            <h2 id="create-account-heading" className="text-2xl font-bold">
              Create account
            </h2>
            <p>Save your addresses, see your orders and check out faster. Your cart follows you to any device.</p>
            <CreateAccountForm />
          </section>
        </div>
        <section aria-labelledby="find-order-heading" className={CARD}>
          <h2 id="find-order-heading" className="text-2xl font-bold">
            Find an order
          </h2>
          <p>
            Checked out as a guest? Enter the email, the ZIP code of the shipping address and the order number from your
            confirmation.
          </p>
          <OrderLookupForm />
        </section>
      </Container>
    </main>
  );
}
