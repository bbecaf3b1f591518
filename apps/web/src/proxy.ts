import { NextResponse, type NextRequest } from 'next/server';
import { env } from './lib/env';
import { routeRequest } from './lib/routing/route-request';

/** DESIGN §2-§3: host -> brand; pages rewrite to /{brand}/..., /api/* goes to the commerce API with x-brand. */
export function proxy(request: NextRequest): NextResponse {
  const { apiUrl, defaultBrand } = env();
  const decision = routeRequest(request.nextUrl.pathname, request.headers.get('host'), { apiUrl, defaultBrand });
  switch (decision.type) {
    case 'pass':
      return NextResponse.next();
    case 'api': {
      const headers = new Headers(request.headers);
      headers.set('x-brand', decision.brand);
      return NextResponse.rewrite(new URL(`${decision.url}${request.nextUrl.search}`), { request: { headers } });
    }
    case 'rewrite': {
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      return NextResponse.rewrite(url);
    }
  }
}

export const config = {
  // Framework assets, generated media and the favicon never need a brand.
  matcher: ['/((?!_next/|media/|favicon\\.ico$).*)'],
};
