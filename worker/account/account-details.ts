import { accountDetails, type AccountDetails } from '../../web/api/account.ts'
import type { AccountDetailsForm } from '../../web/rules/account-forms.ts'
import { fromSqlRows } from '../db/sql-row.ts'
import type { Db } from '../db/db.ts'

// The settings page's User fields (web/api/account.ts accountDetails), read and saved.

const detailsColumns = `contact_name AS contactName, email, phone, phone_type AS phoneType,
  mailing_address1 AS mailingAddress1, mailing_address2 AS mailingAddress2, billing_address1 AS billingAddress1,
  billing_address2 AS billingAddress2, city, state, zip, newsletter,
  send_saved_property_confirmation AS sendSavedPropertyConfirmation, favourite_alerts AS favouriteAlerts, type, is_seller AS isSeller,
  created_at AS createdAt`

export async function accountDetailsOf(db: Db, userId: number): Promise<AccountDetails | null> {
  const row = await db.prepare(`SELECT ${detailsColumns} FROM users WHERE id = ?1`).bind(userId).first()
  return row ? fromSqlRows(accountDetails, [row])[0]! : null
}

/**
 * Saves the settings but the login email and answers them as stored (null when the user is gone). The email is written
 * only as the same address in other letters ('Jane@…' for 'jane@…', which the column compares as equal, so no other
 * account can hold it); a new address goes through its confirmation (worker/account/email-change.ts).
 */
export async function saveAccountDetails(
  db: Db,
  userId: number,
  form: AccountDetailsForm,
  now: Date,
): Promise<AccountDetails | null> {
  const row = await db
    .prepare(
      `UPDATE users SET contact_name = ?2, email = CASE WHEN email = ?3 THEN ?3 ELSE email END, phone = ?4,
              phone_type = ?5, mailing_address1 = ?6, mailing_address2 = ?7, billing_address1 = ?8,
              billing_address2 = ?9, city = ?10, state = ?11, zip = ?12, newsletter = ?13,
              send_saved_property_confirmation = ?14, updated_at = ?15,
              favourite_alerts = coalesce(?16, favourite_alerts)
        WHERE id = ?1
        RETURNING ${detailsColumns}`,
    )
    .bind(
      userId,
      form.contactName,
      form.email,
      form.phone,
      form.phoneType,
      form.mailingAddress1,
      form.mailingAddress2,
      form.billingAddress1,
      form.billingAddress2,
      form.city,
      form.state,
      form.zip,
      form.newsletter ? 1 : 0,
      form.sendSavedPropertyConfirmation ? 1 : 0,
      now.toISOString(),
      form.favouriteAlerts ?? null,
    )
    .first()
  return row ? fromSqlRows(accountDetails, [row])[0]! : null
}
