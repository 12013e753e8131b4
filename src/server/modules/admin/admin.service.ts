import type { Db } from '../../db/client';
import { findPlatformStats } from './admin.queries';

export function getPlatformStats(db: Db) {
  return findPlatformStats(db);
}
