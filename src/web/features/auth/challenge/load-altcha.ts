// The ALTCHA widget, loaded only when the server has asked for a challenge (a dynamic import of this
// module): the first visit never downloads it. The "external" build keeps its styles in a stylesheet
// and its proof-of-work worker in a file of this site, as the Content-Security-Policy wants
// (no blob: workers, no inline scripts).
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

export interface ChallengeTexts {
  label: string;
  verifying: string;
  verified: string;
  error: string;
  expired: string;
  verificationRequired: string;
  waitAlert: string;
  loading: string;
  reload: string;
  verify: string;
}

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
  i18n: { set(language: string, texts: Record<string, string>): void; get(language: string): unknown };
}

/** Registers the worker and the page's texts for `language`; safe to call again. */
export function setUpAltcha(language: string, texts: ChallengeTexts) {
  const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
  if (!altcha.algorithms.has('PBKDF2/SHA-256')) {
    altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  }
  altcha.i18n.set(language, { ...texts, footer: '', ariaLinkLabel: '' });
}
