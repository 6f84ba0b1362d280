import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

const REFUSAL = 'loyalty_movements: los movimientos de puntos solo admiten filas nuevas';

/**
 * Ley 1581 de 2012, supresión of a member's personal data (docs/membership.md): the member row
 * becomes a deletion record (`erased_at`, `erased_by`) under a pseudonym instead of the phone, and
 * the ledger's rows follow it there. The ledger stays append-only for everything else: the one
 * update it now admits moves a row from a phone to a `suprimido-…` pseudonym with every other
 * column unchanged, so no amount, kind or date can ever be edited.
 */
export function memberErasure(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const members = () => db.schema.alterTable('loyalty_members');
      await members().addColumn('erased_at', 'text').execute();
      await members().addColumn('erased_by', 'integer').execute();

      if (dialect === 'postgres') {
        await sql`CREATE OR REPLACE FUNCTION loyalty_movements_append_only() RETURNS trigger LANGUAGE plpgsql
          AS $$ BEGIN
            IF TG_OP = 'UPDATE' AND NEW.customer_id LIKE 'suprimido-%' AND OLD.customer_id NOT LIKE 'suprimido-%'
              AND (NEW.id, NEW.kind, NEW.points, NEW.amount, NEW.invoice_id, NEW.reason, NEW.created_by, NEW.created_at)
                IS NOT DISTINCT FROM
                  (OLD.id, OLD.kind, OLD.points, OLD.amount, OLD.invoice_id, OLD.reason, OLD.created_by, OLD.created_at)
            THEN RETURN NEW; END IF;
            RAISE EXCEPTION '${sql.raw(REFUSAL)}';
          END $$`.execute(db);
        return;
      }
      await sql`DROP TRIGGER loyalty_movements_no_update`.execute(db);
      await sql`CREATE TRIGGER loyalty_movements_no_update BEFORE UPDATE ON loyalty_movements
        WHEN NOT (NEW.customer_id LIKE 'suprimido-%' AND OLD.customer_id NOT LIKE 'suprimido-%'
          AND NEW.id = OLD.id AND NEW.kind = OLD.kind AND NEW.points = OLD.points AND NEW.amount = OLD.amount
          AND NEW.invoice_id IS OLD.invoice_id AND NEW.reason IS OLD.reason
          AND NEW.created_by = OLD.created_by AND NEW.created_at = OLD.created_at)
        BEGIN SELECT RAISE(ABORT, '${sql.raw(REFUSAL)}'); END`.execute(db);
    },
  };
}
