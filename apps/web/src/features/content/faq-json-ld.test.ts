import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './faq-json-ld';

describe('FAQPage JSON-LD (/faq with structured data)', () => {
  it('lists every question with its plain-text answer', () => {
    const jsonLd = faqPageJsonLd([
      { question: 'Is shipping free?', html: '<p><strong>Yes</strong>.</p>', text: 'Yes.' },
      { question: 'How long is the trial?', html: '<p>365 nights.</p>', text: '365 nights.' },
    ]);
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Is shipping free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
        { '@type': 'Question', name: 'How long is the trial?', acceptedAnswer: { '@type': 'Answer', text: '365 nights.' } },
      ],
    });
  });

  it('is absent for a page without questions', () => {
    expect(faqPageJsonLd([])).toBeNull();
  });
});
