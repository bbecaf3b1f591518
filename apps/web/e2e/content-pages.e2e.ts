import { describe, expect, it } from 'vitest';
import { FaqPage } from './pages/faq-page';
import { browserForFile } from './support/browser';

const browser = browserForFile();

describe('content pages', () => {
  it('/faq at 390 px: a question opens by keyboard, and the FAQPage JSON-LD lists every question', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const faq = new FaqPage(page, 'driftvale');
    await faq.goto();
    expect(await faq.questionCount()).toBeGreaterThanOrEqual(15);
    expect(await faq.isOpen('How long is the sleep trial?')).toBe(false);
    await faq.openByKeyboard('How long is the sleep trial?');
    expect(await faq.isOpen('How long is the sleep trial?')).toBe(true);
    expect(await faq.answer('How long is the sleep trial?')).toContain('180-night trial');
    const faqPage = (await faq.jsonLd()).find((doc) => doc['@type'] === 'FAQPage');
    const entities = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(await faq.questionCount());
    expect(entities[0]).toMatchObject({ name: 'How long is the sleep trial?' });
    expect(entities[0]?.acceptedAnswer.text).toContain('180-night trial');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
