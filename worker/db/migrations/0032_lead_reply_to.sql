-- Issue 32 (leads that convert): the seller's copy of a lead is answered straight to the buyer, so a message in the
-- outbox can name the address a reply goes to. '' for none (the site's sender).
ALTER TABLE email_outbox ADD COLUMN reply_to TEXT NOT NULL DEFAULT '';
