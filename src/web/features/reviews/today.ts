import { getTodayInZone } from '@/shared/domain/hours';

/** Today ('YYYY-MM-DD') in Cambodia, where every restaurant is: the latest allowed visit date. */
export const getCambodiaToday = () => getTodayInZone(new Date(), 'Asia/Phnom_Penh');
