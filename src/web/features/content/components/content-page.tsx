import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { CONTACT_EMAIL } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';

/** The frame of a text page: page title (also the document title), intro, then sections. */
export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
      </header>
      <div className="mt-8 flex flex-col gap-8">{children}</div>
    </article>
  );
}

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold md:text-2xl">{title}</h2>
      <div className="flex flex-col gap-3 text-slate-700">{children}</div>
    </section>
  );
}

export function ContentList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function EmailLink({ className }: { className?: string }) {
  return (
    <a
      href={`mailto:${CONTACT_EMAIL}`}
      className={className ?? 'font-semibold text-brand-700 underline-offset-4 hover:underline'}
    >
      {CONTACT_EMAIL}
    </a>
  );
}

/** A closing box that points to the contact e-mail. */
export function ContactCallout() {
  const { t } = useTranslation('pages');
  return (
    <aside className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Mail className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('stillHaveQuestions')}
      </h2>
      <p className="text-slate-700">{t('stillHaveQuestionsBody')}</p>
      <p>
        <EmailLink />
      </p>
    </aside>
  );
}
