import Link from 'next/link';
import { Container } from '../../components/ui/container';

/** 404 inside a brand's storefront: keeps the brand's header and footer and offers a way back. */
export default function NotFound() {
  return (
    <main id="main" data-page-type="Page" className="py-16">
      <Container>
        <h1 className="mb-4 text-3xl font-bold">Page not found</h1>
        <p className="mb-6">We could not find that page. It may have moved, or the link may be mistyped.</p>
        <Link href="/" className="font-semibold underline">
          Back to the home page
        </Link>
      </Container>
    </main>
  );
}
