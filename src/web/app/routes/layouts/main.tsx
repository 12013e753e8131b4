import { MainLayout } from '@/web/components/layouts/main-layout';

/** The public shell around every page but /auth, /pitch-deck and the dashboards. */
export default MainLayout;
