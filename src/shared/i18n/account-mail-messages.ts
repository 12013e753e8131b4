import type { Locale } from '../schemas/auth.schema';

/** E-mails about the account itself (reset, change of address), in the recipient's language. */
export const accountMailMessages: Record<
  Locale,
  {
    greeting: (name: string) => string;
    resetSubject: string;
    resetBody: string;
    resetIgnore: string;
    newEmailSubject: string;
    newEmailBody: string;
    newEmailIgnore: string;
    oldEmailSubject: string;
    oldEmailBody: (newEmail: string) => string;
    oldEmailNotYou: string;
  }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    resetSubject: 'Reset your Spey password',
    resetBody:
      'Someone asked to reset the password of your Spey account. Open this link within one hour to choose a new password. The link works once:',
    resetIgnore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
    newEmailSubject: 'Confirm your new email for Spey',
    newEmailBody: 'Open this link to make this address the email of your Spey account:',
    newEmailIgnore: 'If you did not ask for this, you can ignore this email.',
    oldEmailSubject: 'Your Spey email is being changed',
    oldEmailBody: (newEmail) =>
      `Someone signed in to your Spey account asked to change its email to ${newEmail}. The change happens when the link sent to that address is opened.`,
    oldEmailNotYou:
      'If this was not you, sign in, change your password and sign out your other devices in Settings.',
  },
  km: {
    greeting: (name) => `សួស្តី ${name}`,
    resetSubject: 'កំណត់ពាក្យសម្ងាត់ Spey របស់អ្នកឡើងវិញ',
    resetBody:
      'មាននរណាម្នាក់បានស្នើសុំកំណត់ពាក្យសម្ងាត់នៃគណនី Spey របស់អ្នកឡើងវិញ។ សូមបើកតំណនេះក្នុងរយៈពេលមួយម៉ោង ដើម្បីជ្រើសរើសពាក្យសម្ងាត់ថ្មី។ តំណនេះប្រើបានតែម្ដងប៉ុណ្ណោះ៖',
    resetIgnore: 'ប្រសិនបើអ្នកមិនបានស្នើសុំទេ សូមរំលងអ៊ីមែលនេះ៖ ពាក្យសម្ងាត់របស់អ្នកនៅដដែល។',
    newEmailSubject: 'បញ្ជាក់អ៊ីមែលថ្មីរបស់អ្នកសម្រាប់ Spey',
    newEmailBody: 'សូមបើកតំណនេះ ដើម្បីប្រើអាសយដ្ឋាននេះជាអ៊ីមែលនៃគណនី Spey របស់អ្នក៖',
    newEmailIgnore: 'ប្រសិនបើអ្នកមិនបានស្នើសុំទេ សូមរំលងអ៊ីមែលនេះ។',
    oldEmailSubject: 'អ៊ីមែល Spey របស់អ្នកកំពុងត្រូវបានផ្លាស់ប្ដូរ',
    oldEmailBody: (newEmail) =>
      `មាននរណាម្នាក់ដែលបានចូលគណនី Spey របស់អ្នក បានស្នើសុំប្ដូរអ៊ីមែលរបស់វាទៅ ${newEmail}។ ការផ្លាស់ប្ដូរនឹងកើតឡើងនៅពេលតំណដែលបានផ្ញើទៅអាសយដ្ឋាននោះត្រូវបានបើក។`,
    oldEmailNotYou: 'ប្រសិនបើនេះមិនមែនជាអ្នកទេ សូមចូលគណនី ប្ដូរពាក្យសម្ងាត់ ហើយចាកចេញពីឧបករណ៍ផ្សេងទៀតរបស់អ្នកនៅក្នុងការកំណត់។',
  },
};
