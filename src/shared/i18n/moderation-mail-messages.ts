import type { ReportReason } from '../domain/moderation';
import type { Locale } from '../schemas/auth.schema';

/**
 * E-mails about owner replies and moderation, in the recipient's language. The reply e-mail goes to the
 * reviewer (a Spey reviewer too) and never names them to anyone; nothing is sent to the owner about them.
 */
export const moderationMailMessages: Record<
  Locale,
  {
    greeting: (name: string) => string;
    replySubject: (restaurant: string) => string;
    replyIntro: (restaurant: string) => string;
    yourReview: string;
    replyLabel: string;
    replyLink: string;
    hiddenReviewSubject: (restaurant: string) => string;
    hiddenReplySubject: (restaurant: string) => string;
    hiddenReviewBody: (restaurant: string) => string;
    hiddenReplyBody: (restaurant: string) => string;
    hiddenPending: string;
    hiddenWhy: string;
    hiddenNote: string;
    reasons: Record<ReportReason, string>;
    settingsFooter: string;
  }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    replySubject: (restaurant) => `${restaurant} replied to your review on Spey`,
    replyIntro: (restaurant) => `The owner of ${restaurant} has replied to your review.`,
    yourReview: 'Your review:',
    replyLabel: 'Response from the owner:',
    replyLink: 'See it on Spey:',
    hiddenReviewSubject: (restaurant) => `Your review of ${restaurant} has been hidden`,
    hiddenReplySubject: (restaurant) => `Your reply on ${restaurant}'s page has been hidden`,
    hiddenReviewBody: (restaurant) =>
      `Your review of ${restaurant} has been hidden from Spey and no longer counts towards its rating.`,
    hiddenReplyBody: (restaurant) => `Your reply to a review of ${restaurant} has been hidden from Spey.`,
    hiddenPending:
      'Several people reported it, so it is hidden while our moderators look at it. If they find it within the rules, it will come back.',
    hiddenWhy: 'Reported as:',
    hiddenNote: 'Note from the moderators:',
    reasons: {
      spam: 'spam or advertising',
      fake: 'fake, or a conflict of interest',
      hateful: 'hateful or harassing',
      private_info: 'private information',
      off_topic: 'not about this restaurant',
      other: 'other',
    },
    settingsFooter: 'You can turn these e-mails off in your profile settings on Spey.',
  },
  km: {
    greeting: (name) => `សួស្តី ${name}`,
    replySubject: (restaurant) => `${restaurant} បានឆ្លើយតបការវាយតម្លៃរបស់អ្នកនៅលើ Spey`,
    replyIntro: (restaurant) => `ម្ចាស់ភោជនីយដ្ឋាន ${restaurant} បានឆ្លើយតបការវាយតម្លៃរបស់អ្នក។`,
    yourReview: 'ការវាយតម្លៃរបស់អ្នក៖',
    replyLabel: 'ការឆ្លើយតបពីម្ចាស់ភោជនីយដ្ឋាន៖',
    replyLink: 'មើលនៅលើ Spey៖',
    hiddenReviewSubject: (restaurant) => `ការវាយតម្លៃរបស់អ្នកលើ ${restaurant} ត្រូវបានលាក់`,
    hiddenReplySubject: (restaurant) => `ការឆ្លើយតបរបស់អ្នកនៅលើទំព័រ ${restaurant} ត្រូវបានលាក់`,
    hiddenReviewBody: (restaurant) =>
      `ការវាយតម្លៃរបស់អ្នកលើ ${restaurant} ត្រូវបានលាក់ពី Spey ហើយលែងរាប់បញ្ចូលក្នុងពិន្ទុរបស់ភោជនីយដ្ឋាននេះទៀតហើយ។`,
    hiddenReplyBody: (restaurant) => `ការឆ្លើយតបរបស់អ្នកចំពោះការវាយតម្លៃមួយលើ ${restaurant} ត្រូវបានលាក់ពី Spey។`,
    hiddenPending:
      'មានមនុស្សច្រើននាក់បានរាយការណ៍អំពីវា ដូច្នេះវាត្រូវបានលាក់ខណៈពេលអ្នកត្រួតពិនិត្យកំពុងពិនិត្យ។ ប្រសិនបើវាស្របតាមច្បាប់ វានឹងត្រូវបង្ហាញវិញ។',
    hiddenWhy: 'ត្រូវបានរាយការណ៍ថា៖',
    hiddenNote: 'កំណត់ចំណាំពីអ្នកត្រួតពិនិត្យ៖',
    reasons: {
      spam: 'សារឥតបានការ ឬការផ្សាយពាណិជ្ជកម្ម',
      fake: 'ក្លែងក្លាយ ឬមានផលប្រយោជន៍ទាក់ទង',
      hateful: 'ស្អប់ខ្ពើម ឬបៀតបៀន',
      private_info: 'ព័ត៌មានឯកជន',
      off_topic: 'មិនទាក់ទងនឹងភោជនីយដ្ឋាននេះ',
      other: 'ផ្សេងៗ',
    },
    settingsFooter: 'អ្នកអាចបិទអ៊ីមែលទាំងនេះនៅក្នុងការកំណត់ប្រវត្តិរូបរបស់អ្នកនៅលើ Spey។',
  },
};
