import { PlaceholderPage } from '@/web/components/placeholder-page';

export function Component() {
  return <PlaceholderPage />;
}
