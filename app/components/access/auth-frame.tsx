import { Logo } from "~/components/ui/logo";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";

/** The auth pages' card under the logo, shared by the guest-only and the plain auth layouts. */
export function AuthFrame({ productName, children }: { productName: string; children: React.ReactNode }) {
  return (
    <div className="auth-layout">
      <header className="auth-header">
        <Logo productName={productName} to="/" />
      </header>
      <main className="auth-card" id="main">
        {children}
      </main>
    </div>
  );
}

export function AuthErrorBoundary() {
  return (
    <main className="page-center">
      <GeneralErrorBoundary />
    </main>
  );
}
