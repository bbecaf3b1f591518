import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { cartLines, carts, productAvailability, products } from '../src/db/schema';
import { newCartId, newItemIdentifier, sha256 } from '../src/ids';

/**
 * The baseline: a bare Fastify app doing the same reads and writes as GET /carts/my and POST /carts/my/items
 * (cart row, lines, their products and availability; cart upsert and a line insert under the row lock),
 * with no validation, pricing, envelope schemas or plugins.
 */
export async function bareApp(db: Database): Promise<FastifyInstance> {
  const app = Fastify();
  const sid = (cookie: string | undefined) => sha256(/sid=([^;]+)/.exec(cookie ?? '')?.[1] ?? 'anonymous');
  const readCart = async (sessionHash: string) => {
    const [cart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.brand, 'nestwood'), eq(carts.sessionHash, sessionHash)));
    if (!cart) return null;
    const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    const ids = lines.length > 0 ? lines.map((l) => l.productId) : ['-'];
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.brand, 'nestwood'), inArray(products.id, ids)));
    const stock = await db
      .select()
      .from(productAvailability)
      .where(and(eq(productAvailability.brand, 'nestwood'), inArray(productAvailability.productId, ids)));
    return { cart, lines, products: rows.length, stock: stock.length };
  };
  app.get('/bare/cart', async (request) => readCart(sid(request.headers.cookie)));
  app.post('/bare/items', async (request) => {
    const sessionHash = sid(request.headers.cookie);
    await db.transaction(async (tx) => {
      await tx.insert(carts).values({ id: newCartId(), brand: 'nestwood', sessionHash }).onConflictDoNothing();
      const [cart] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.brand, 'nestwood'), eq(carts.sessionHash, sessionHash)))
        .for('update');
      await tx.insert(cartLines).values({
        cartId: cart!.id,
        brand: 'nestwood',
        itemIdentifier: newItemIdentifier(),
        productId: 'luxe-hybrid-mattress',
        properties: [{ name: 'Size', value: 'queen' }],
        quantity: 1,
        position: 0,
      });
    });
    return readCart(sessionHash);
  });
  return app;
}
