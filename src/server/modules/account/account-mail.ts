import { eq } from 'drizzle-orm';
import { accountMailMessages } from '@/shared/i18n/account-mail-messages';
import { mailMessages } from '@/shared/i18n/mail-messages';
import { localeSchema, type Locale } from '@/shared/schemas/auth.schema';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { user as userTable } from '../../db/schema/index';
import type { Mailer } from '../../lib/mailer';

/** What better-auth hands its mail callbacks about the account. */
interface AuthUser {
  id: string;
  email: string;
  name: string;
  locale?: unknown;
}

const localeOf = (user: AuthUser): Locale => localeSchema.catch('km').parse(user.locale);

/** Where the e-mailed reset link leads: the reset page, with the one-time token. */
export function resetPasswordLink(config: Config, token: string): string {
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The mails better-auth asks for (wired in plugins/auth.ts): the reset link, and the verification
 * link, which is either a new account's or, when the address differs from the account's, a change
 * of e-mail. A change also tells the old address.
 */
export function createAccountMail(config: Config, db: Db, mailer: Mailer) {
  return {
    async sendResetPassword({ user, token }: { user: AuthUser; token: string }) {
      const m = accountMailMessages[localeOf(user)];
      await mailer.send({
        to: user.email,
        subject: m.resetSubject,
        text: `${m.greeting(user.name)}\n\n${m.resetBody}\n\n${resetPasswordLink(config, token)}\n\n${m.resetIgnore}\n`,
      });
    },

    async sendVerificationEmail({ user, url }: { user: AuthUser; url: string }) {
      const locale = localeOf(user);
      const rows = await db
        .select({ email: userTable.email })
        .from(userTable)
        .where(eq(userTable.id, user.id))
        .limit(1);
      const currentEmail = rows[0]?.email;
      if (currentEmail && currentEmail.toLowerCase() !== user.email.toLowerCase()) {
        const m = accountMailMessages[locale];
        await mailer.send({
          to: user.email,
          subject: m.newEmailSubject,
          text: `${m.greeting(user.name)}\n\n${m.newEmailBody}\n\n${url}\n\n${m.newEmailIgnore}\n`,
        });
        await mailer.send({
          to: currentEmail,
          subject: m.oldEmailSubject,
          text: `${m.greeting(user.name)}\n\n${m.oldEmailBody(user.email)}\n\n${m.oldEmailNotYou}\n`,
        });
        return;
      }
      const m = mailMessages[locale];
      await mailer.send({
        to: user.email,
        subject: m.verifySubject,
        text: `${m.verifyGreeting(user.name)}\n\n${m.verifyBody}\n\n${url}\n\n${m.verifyIgnore}\n`,
      });
    },
  };
}
