import type { FaqItem } from './faq-json-ld';
import { PROSE_CLASS } from './prose';

/**
 * The page's questions as an accordion of <details>/<summary>: it opens and closes by mouse, keyboard (Enter, Space)
 * and screen reader with no JavaScript, and every answer is in the HTML for search engines.
 */
export function FaqList({ faq, heading }: { faq: readonly FaqItem[]; heading: string }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-10 max-w-3xl">
      <h2 id="faq-heading" className="mb-4 text-2xl font-bold">
        {heading}
      </h2>
      <div className="divide-y divide-ink/15 border-y border-ink/15">
        {faq.map((item) => (
          <details key={item.question} className="group py-1" data-testid="faq-item">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span aria-hidden="true" className="text-xl leading-none transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className={`pb-4 ${PROSE_CLASS}`} dangerouslySetInnerHTML={{ __html: item.html }} />
          </details>
        ))}
      </div>
    </section>
  );
}
