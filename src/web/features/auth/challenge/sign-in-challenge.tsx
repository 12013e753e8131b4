import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { getLanguage } from '@/web/i18n/i18n';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React types custom elements
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        language?: string;
        name?: string;
        configuration?: string;
      };
    }
  }
}

export const CHALLENGE_URL = '/api/auth-challenge';

/**
 * The proof-of-work check the server asks for after many failed sign-ins (CHALLENGE_REQUIRED). The widget
 * is downloaded only now, starts at once and reports the solved payload, which goes with the next
 * sign-in. `resetKey` changes after each attempt: an answer is good only once.
 */
export function SignInChallenge({
  resetKey,
  onSolved,
}: {
  resetKey: number;
  onSolved: (payload: string | null) => void;
}) {
  const { t } = useTranslation('auth');
  const [isReady, setReady] = useState(false);
  const widget = useRef<HTMLElement>(null);
  const language = getLanguage();

  useEffect(() => {
    let cancelled = false;
    void import('./load-altcha').then(({ setUpAltcha }) => {
      if (cancelled) return;
      setUpAltcha(language, {
        label: t('challengeLabel'),
        verifying: t('challengeVerifying'),
        verified: t('challengeVerified'),
        error: t('challengeError'),
        expired: t('challengeExpired'),
        verificationRequired: t('challengeRequiredShort'),
        waitAlert: t('challengeVerifying'),
        loading: t('challengeLoading'),
        reload: t('challengeReload'),
        verify: t('challengeVerify'),
      });
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [language, t]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onSolved(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [isReady, resetKey, onSolved]);

  if (!isReady) return <span className="text-sm">{t('challengeLoading')}</span>;
  return (
    <altcha-widget
      key={resetKey}
      ref={widget}
      challenge={CHALLENGE_URL}
      auto="onload"
      language={language}
      name="altcha"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      data-testid="sign-in-challenge"
    />
  );
}
