/** One answered question as the page shows it: the answer's rendered HTML and its plain words. */
export interface FaqItem {
  question: string;
  html: string;
  text: string;
}

/**
 * "/faq with structured data": schema.org FAQPage of the questions a page shows, the answers as plain text
 * (the words the shopper reads, without the markup). Null when the page has no questions.
 */
export function faqPageJsonLd(faq: readonly FaqItem[]): Record<string, unknown> | null {
  if (faq.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.text },
    })),
  };
}
