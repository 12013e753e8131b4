import type { Locale } from '../schemas/auth.schema';

/** The catalogue for e-mails the server sends, in the recipient's language. */
export const mailMessages: Record<
  Locale,
  {
    verifySubject: string;
    verifyGreeting: (name: string) => string;
    verifyBody: string;
    verifyIgnore: string;
  }
> = {
  en: {
    verifySubject: 'Verify your email for Spey',
    verifyGreeting: (name) => `Hello ${name},`,
    verifyBody:
      'Welcome to Spey! Open this link to verify your email address and start reviewing restaurants:',
    verifyIgnore: 'If you did not create a Spey account, you can ignore this email.',
  },
  km: {
    verifySubject: 'ផ្ទៀងផ្ទាត់អ៊ីមែលរបស់អ្នកសម្រាប់ Spey',
    verifyGreeting: (name) => `សួស្តី ${name}`,
    verifyBody: 'សូមស្វាគមន៍មកកាន់ Spey! សូមបើកតំណនេះ ដើម្បីផ្ទៀងផ្ទាត់អាសយដ្ឋានអ៊ីមែលរបស់អ្នក ហើយចាប់ផ្ដើមវាយតម្លៃភោជនីយដ្ឋាន៖',
    verifyIgnore: 'ប្រសិនបើអ្នកមិនបានបង្កើតគណនី Spey ទេ សូមរំលងអ៊ីមែលនេះ។',
  },
};
