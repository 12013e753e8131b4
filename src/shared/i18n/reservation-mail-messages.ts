import type { Locale } from '../schemas/auth.schema';

interface ReservationFacts {
  restaurantName: string;
  /** Already formatted for the language: date, time and party. */
  when: string;
  partySize: number;
}

/** E-mails about table reservations, in the recipient's language (Latin digits, glossary terms). */
export const reservationMailMessages: Record<
  Locale,
  {
    confirmedSubject: (r: ReservationFacts) => string;
    confirmedBody: (r: ReservationFacts) => string;
    declinedSubject: (r: ReservationFacts) => string;
    declinedBody: (r: ReservationFacts) => string;
    ownerMessage: (message: string) => string;
    cancelledSubject: (r: ReservationFacts) => string;
    cancelledBody: (r: ReservationFacts & { guestName: string }) => string;
    seeProfile: string;
    seeReservations: string;
    guests: (n: number) => string;
  }
> = {
  en: {
    confirmedSubject: (r) => `Your table at ${r.restaurantName} is confirmed`,
    confirmedBody: (r) =>
      `Good news: ${r.restaurantName} has confirmed your table for ${r.partySize === 1 ? '1 guest' : `${r.partySize} guests`} on ${r.when}.`,
    declinedSubject: (r) => `${r.restaurantName} cannot take your reservation`,
    declinedBody: (r) =>
      `Sorry: ${r.restaurantName} cannot take your request for ${r.partySize === 1 ? '1 guest' : `${r.partySize} guests`} on ${r.when}. You may ask for another time.`,
    ownerMessage: (message) => `Message from the restaurant: ${message}`,
    cancelledSubject: (r) => `A reservation at ${r.restaurantName} was cancelled`,
    cancelledBody: (r) =>
      `${r.guestName} has cancelled the table for ${r.partySize === 1 ? '1 guest' : `${r.partySize} guests`} on ${r.when}.`,
    seeProfile: 'Your reservations:',
    seeReservations: 'Reservations of your restaurant:',
    guests: (n) => (n === 1 ? '1 guest' : `${n} guests`),
  },
  km: {
    confirmedSubject: (r) => `តុរបស់អ្នកនៅ ${r.restaurantName} ត្រូវបានបញ្ជាក់`,
    confirmedBody: (r) => `ដំណឹងល្អ៖ ${r.restaurantName} បានបញ្ជាក់តុសម្រាប់ភ្ញៀវ ${r.partySize} នាក់ នៅ ${r.when}។`,
    declinedSubject: (r) => `${r.restaurantName} មិនអាចទទួលការកក់របស់អ្នកបានទេ`,
    declinedBody: (r) =>
      `សូមអភ័យទោស៖ ${r.restaurantName} មិនអាចទទួលសំណើកក់តុសម្រាប់ភ្ញៀវ ${r.partySize} នាក់ នៅ ${r.when} បានទេ។ អ្នកអាចស្នើសុំពេលវេលាផ្សេងទៀត។`,
    ownerMessage: (message) => `សារពីភោជនីយដ្ឋាន៖ ${message}`,
    cancelledSubject: (r) => `ការកក់តុនៅ ${r.restaurantName} ត្រូវបានបោះបង់`,
    cancelledBody: (r) => `${r.guestName} បានបោះបង់ការកក់តុសម្រាប់ភ្ញៀវ ${r.partySize} នាក់ នៅ ${r.when}។`,
    seeProfile: 'ការកក់របស់អ្នក៖',
    seeReservations: 'ការកក់នៃភោជនីយដ្ឋានរបស់អ្នក៖',
    guests: (n) => `${n} នាក់`,
  },
};

const KHMER_MONTHS = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
];
const KHMER_WEEKDAYS = ['ថ្ងៃអាទិត្យ', 'ថ្ងៃច័ន្ទ', 'ថ្ងៃអង្គារ', 'ថ្ងៃពុធ', 'ថ្ងៃព្រហស្បតិ៍', 'ថ្ងៃសុក្រ', 'ថ្ងៃសៅរ៍'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A reservation's restaurant-time date and 24-hour time as the e-mails write them:
 * 'Fri, Jun 5, 2026 at 19:00' and 'ថ្ងៃសុក្រ 5 មិថុនា 2026 ម៉ោង 19:00' (as the web's dates, glossary).
 */
export function formatReservationWhen(date: string, time: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const hhmm = time.slice(0, 5);
  return locale === 'km'
    ? `${KHMER_WEEKDAYS[weekday]} ${day} ${KHMER_MONTHS[month - 1]} ${year} ម៉ោង ${hhmm}`
    : `${ENGLISH_WEEKDAYS[weekday]}, ${ENGLISH_MONTHS[month - 1]} ${day}, ${year} at ${hhmm}`;
}
