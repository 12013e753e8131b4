import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  extra?: ReactNode;
}

/** Questions as disclosure widgets; every question stays visible, answers open on demand. */
export function FaqList({ items, openFirst = false }: { items: FaqItem[]; openFirst?: boolean }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {items.map((item, index) => (
        <details key={item.id} id={item.id} open={openFirst && index === 0} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            <h2 className="text-lg font-semibold">{item.question}</h2>
            <ChevronDown
              className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="mt-3 flex flex-col gap-3 text-slate-700">
            <p>{item.answer}</p>
            {item.extra}
          </div>
        </details>
      ))}
    </div>
  );
}
