import type { Db } from '../../server/db';
import { insertEnquiryRows, newStoredEnquiry, type Channel, type StoredEnquiry } from '../../server/enquiries';
import type { Enquiry } from '../../lib/enquiry/schema';

/**
 * Writes enquiries straight into an SQLite file, with their outbox rows, as the receiver would:
 * for tests that need rows in place before a server or a CLI opens the file. The receiver itself
 * goes through server/storage.
 */
export function createEnquiryStore(db: Db, channels: readonly Channel[]) {
  return {
    insert(enquiry: Enquiry, meta: { userAgent: string; ipHash: string }, now = new Date()): StoredEnquiry {
      const row = newStoredEnquiry(enquiry, meta, now);
      insertEnquiryRows(db, row, channels, now.getTime());
      return row;
    },
  };
}
