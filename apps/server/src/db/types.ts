import type { Generated } from 'kysely';

/** Table types. Timestamps are ISO-8601 UTC strings; money is integer minor units; flags are 0/1. */
export type Database = {
  app_meta: { key: string; value: string };
  users: {
    id: Generated<number>;
    username: string;
    password_hash: string;
    name: string;
    role: string;
    designation: string | null;
    phone: string | null;
    email: string | null;
    photo: string | null;
    scope: string;
    created_at: string;
    updated_at: string;
  };
  device_sessions: {
    id: string;
    user_id: number;
    refresh_token_hash: string;
    device_ip: string | null;
    device_name: string | null;
    device_location: string | null;
    created_at: string;
    last_used_at: string;
    expires_at: string;
    previous_refresh_hash: string | null;
    refresh_rotated_at: string | null;
  };
  store_settings: {
    id: number;
    store_name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    currency: string;
    image: string | null;
    time_zone: string;
    /** Minutes after which a kitchen ticket turns amber / red (migration 0008). */
    kitchen_warn_minutes: Generated<number>;
    kitchen_late_minutes: Generated<number>;
    /** Suggested voluntary tip in hundredths of a percent, and whether to ask per service (0010). */
    tip_percent_bp: Generated<number>;
    /** Issue 18 (migration 0017): pesos the suggested tip is rounded to (1, 100 or 1000). */
    tip_round_to: Generated<number>;
    tip_ask_dinein: Generated<number>;
    tip_ask_takeaway: Generated<number>;
    tip_ask_delivery: Generated<number>;
    /** Issue 21 (migration 0022): fire the next held course when the kitchen finishes the fired ones. */
    auto_fire_courses: Generated<number>;
    /** Issue 22 (migration 0027): whether cash payments may be queued offline (1, the default). */
    offline_payments_allowed: Generated<number>;
    /** Centavos the offline queue may hold without a manager's PIN; null = no limit. */
    offline_queue_limit: number | null;
    /** PBKDF2-SHA-256 verifier of the manager PIN (base64 salt and hash); all null = no PIN set. */
    manager_pin_salt: string | null;
    manager_pin_iterations: number | null;
    manager_pin_hash: string | null;
    /** Issue 24 (migration 0033): 'block' refuses what stock cannot make, 'warn' sells it anyway. */
    inventory_mode: Generated<string>;
    updated_at: string;
  };
  print_settings: {
    id: number;
    page_format: number;
    header: string | null;
    footer: string | null;
    show_notes: number;
    is_enable_print: number;
    show_store_details: number;
    show_customer_details: number;
    print_token: number;
    updated_at: string;
  };
  store_tables: {
    id: Generated<number>;
    table_title: string;
    floor: string;
    seating_capacity: number;
    created_at: string;
  };
  categories: {
    id: Generated<number>;
    title: string;
    created_at: string;
    /** The course the POS proposes for this category's items (migration 0022). */
    default_course_id: number | null;
  };
  /** Issue 21 (migration 0022): the courses (tiempos) a line may be served in, by position. */
  courses: { id: Generated<number>; title: string; position: number; created_at: string };
  taxes: {
    id: Generated<number>;
    title: string;
    /** Percent in hundredths (800 = 8 %), so rates like 2.5 % stay exact. */
    rate_bp: number;
    type: string;
    created_at: string;
  };
  payment_types: {
    id: Generated<number>;
    title: string;
    is_active: number;
    /** 1 cash (gives change), 0 not; null: unset, read from the title (migration 0010). */
    is_cash: Generated<number | null>;
    created_at: string;
  };
  menu_items: {
    id: Generated<number>;
    title: string;
    price: number;
    net_price: number | null;
    image: string | null;
    category_id: number | null;
    tax_id: number | null;
    created_at: string;
    updated_at: string;
    /** Issue 24 (migration 0033): 1 while its recipe cannot be made once from stock; 1 when 86'd by hand. */
    stock_out: Generated<number>;
    sold_out: Generated<number>;
  };
  menu_item_variants: { id: Generated<number>; item_id: number; title: string; price: number };
  menu_item_addons: { id: Generated<number>; item_id: number; title: string; price: number };
  customers: {
    phone: string;
    name: string;
    /** foldForSearch(name), written with it (migration 0019): what name searches compare. */
    name_search: string;
    email: string | null;
    gender: string | null;
    birth_date: string | null;
    created_at: string;
    updated_at: string;
    /** Issue 23 (migration 0029): the buyer's document for the DE-POS; null until typed. */
    document_type: Generated<string | null>;
    document_number: Generated<string | null>;
    document_dv: Generated<string | null>;
  };
  reservations: {
    id: Generated<number>;
    customer_id: string;
    date: string;
    table_id: number | null;
    status: string;
    notes: string | null;
    people_count: number;
    unique_code: string;
    created_by: number | null;
    created_at: string;
    updated_at: string;
  };
  token_counters: { business_day: string; last_token: number };
  invoices: {
    id: Generated<number>;
    business_day: string;
    sub_total: number;
    tax_total: number;
    total: number;
    table_id: number | null;
    delivery_type: string;
    customer_type: string;
    customer_id: string | null;
    payment_type_id: number | null;
    payment_type_title: string | null;
    created_by: number | null;
    created_at: string;
    /** The voluntary tip of a split bill's invoice (migration 0009); outside every total above. */
    tip: Generated<number>;
    /** The cash drawer session open on the terminal that took the payment (migration 0012). */
    cash_session_id: Generated<number | null>;
    /** Issue 18 (migration 0017): a discount on the orders screen's payment; the totals above are after it. */
    discount_total: Generated<number>;
    discount_kind: Generated<string | null>;
    discount_value: Generated<number | null>;
    discount_reason: Generated<string | null>;
    /** "Anular venta" (migration 0037): set once, when the paid sale was annulled whole. */
    voided_at: Generated<string | null>;
    voided_by: Generated<number | null>;
    void_reason: Generated<string | null>;
  };
  /** Migration 0037: what an annulled invoice gave back, per payment; cash rows left `cash_session_id`. */
  invoice_refunds: {
    id: Generated<number>;
    invoice_id: number;
    payment_type_id: number | null;
    payment_type_title: string;
    amount: number;
    is_cash: number;
    cash_session_id: number | null;
    created_by: number | null;
    created_at: string;
  };
  orders: {
    id: Generated<number>;
    business_day: string;
    token_no: number;
    delivery_type: string;
    customer_type: string;
    customer_id: string | null;
    customer_name: string | null;
    table_id: number | null;
    status: string;
    payment_status: string;
    item_total: number;
    tax_total: number;
    total: number;
    invoice_id: number | null;
    created_by: number | null;
    created_at: string;
    updated_at: string;
    /** Why and by whom the order was cancelled (migration 0014); null when no reason was given. */
    cancel_reason: string | null;
    cancelled_at: string | null;
    cancelled_by: number | null;
    /** Issue 22 (migration 0027): when the device took the order (ISO with offset, as sent); null if not sent. */
    device_time: Generated<string | null>;
    /** 1: replayed from a device's offline queue. */
    offline: Generated<number>;
    /** 1: a manager's PIN allowed its queued payment above the store's limit. */
    manager_approved: Generated<number>;
  };
  order_items: {
    id: Generated<number>;
    order_id: number;
    item_id: number | null;
    item_title: string;
    variant_id: number | null;
    variant_title: string | null;
    variant_price: number | null;
    base_price: number;
    unit_price: number;
    quantity: number;
    line_total: number;
    tax_title: string | null;
    tax_rate_bp: number | null;
    tax_type: string | null;
    tax_amount: number;
    status: string;
    notes: string | null;
    created_at: string;
    updated_at: string;
    /** Units already paid through split bills (migration 0009); never above quantity. */
    paid_quantity: Generated<number>;
    /** A void (migration 0014): the line is cancelled and these say who, when, why and from what. */
    voided_at: string | null;
    voided_by: number | null;
    void_reason: string | null;
    void_from_status: string | null;
    void_acknowledged_at: string | null;
    /** Issue 21 (migration 0022): the line's course, whether it is held back, and when it was fired. */
    course_id: number | null;
    held: Generated<number>;
    fired_at: string | null;
    /**
     * Issue 24 (migration 0046): what the line's sale took, JSON `[[ingredientId, quantity, cost], …]`
     * (thousandths, centavos, positive); null when nothing, or sold before 0046 (its movements name it).
     */
    stock_taken: string | null;
  };
  /** Issue 21 (migration 0024): a line completed by the kitchen, per station that makes it. */
  kitchen_line_times: {
    id: Generated<number>;
    order_item_id: number;
    station_id: number | null;
    station_name: string | null;
    item_title: string;
    started_at: string;
    completed_at: string;
    prep_ms: number;
  };
  order_item_addons: {
    id: Generated<number>;
    order_item_id: number;
    addon_id: number | null;
    title: string;
    price: number;
  };
  /** Issue 10 (migration 0009): a table's orders settled in parts. */
  bill_splits: {
    id: Generated<number>;
    table_id: number;
    mode: string;
    status: string;
    /** How many bills the cut made (migration 0013); null only on a split cut with no bills. */
    part_count: number | null;
    created_by: number | null;
    created_at: string;
    updated_at: string;
  };
  bill_split_orders: { split_id: number; order_id: number };
  bills: {
    id: Generated<number>;
    split_id: number;
    part_index: number;
    status: string;
    items_total: number;
    discount_total: number;
    net_total: number;
    tax_total: number;
    total: number;
    tip: Generated<number>;
    discount_kind: string | null;
    discount_value: number | null;
    discount_reason: string | null;
    invoice_id: number | null;
    created_by: number | null;
    created_at: string;
    updated_at: string;
    paid_at: string | null;
  };
  bill_lines: {
    id: Generated<number>;
    bill_id: number;
    order_item_id: number | null;
    quantity: number;
    gross: number;
    base_tax: number;
    tax_title: string | null;
    tax_rate_bp: number | null;
    tax_type: string | null;
    discount_kind: string | null;
    discount_value: number | null;
    discount_reason: string | null;
    discount_amount: Generated<number>;
    tax_amount: number;
    payable: number;
  };
  bill_payments: {
    id: Generated<number>;
    /** Null on a tender of the orders screen's payment, which has an invoice and no bill (migration 0017). */
    bill_id: number | null;
    invoice_id: number | null;
    payment_type_id: number | null;
    payment_type_title: string;
    amount: number;
    tendered: number | null;
    change_amount: Generated<number>;
    created_at: string;
  };
  discount_reasons: { id: Generated<number>; title: string; created_at: string };
  /** Issue 11 (migration 0012): a terminal's drawer from its opening float to its count. */
  cash_drawer_sessions: {
    id: Generated<number>;
    terminal_id: string;
    terminal_label: string | null;
    status: string;
    opening_float: number;
    opened_by: number | null;
    opened_by_name: string | null;
    opened_at: string;
    closed_by: number | null;
    closed_by_name: string | null;
    closed_at: string | null;
    expected_cash: number | null;
    counted_cash: number | null;
    /** The Z report as printed at closing (CashDrawerReport JSON). */
    z_report: string | null;
    updated_at: string;
  };
  cash_drawer_movements: {
    id: Generated<number>;
    session_id: number;
    kind: string;
    amount: number;
    reason: string;
    created_by: number | null;
    created_by_name: string | null;
    created_at: string;
  };
  /** Issue 11 (migration 0014): the editable list of void reasons. */
  void_reasons: { id: Generated<number>; title: string; created_at: string };
  /** Issue 11 (migration 0015): sensitive actions, append-only (the database refuses edits). */
  audit_log: {
    id: Generated<number>;
    at: string;
    user_id: number | null;
    username: string | null;
    device_name: string | null;
    terminal_id: string | null;
    ip: string | null;
    action: string;
    entity_type: string;
    entity_id: string | null;
    before_json: string | null;
    after_json: string | null;
    reason: string | null;
  };
  /** Issue 20 (migration 0020): network ESC/POS printers. */
  printers: {
    id: Generated<number>;
    name: string;
    host: string;
    port: number;
    /** 80 or 57 (mm): 48 or 32 columns at font A. */
    paper_width: number;
    /** 'cp858' or 'wpc1252'. */
    code_page: string;
    has_cash_drawer: number;
    created_at: string;
    updated_at: string;
  };
  /** A station prints the lines of its routed categories and items on its printer (or the backup). */
  stations: {
    id: Generated<number>;
    name: string;
    printer_id: number;
    backup_printer_id: number | null;
    created_at: string;
    updated_at: string;
  };
  /** Exactly one of category_id and item_id is set. */
  station_routes: { station_id: number; category_id: number | null; item_id: number | null };
  /** Issue 20 (migration 0021): what happened that prints, stored with the write (a PrintRequest as JSON). */
  print_requests: {
    id: Generated<number>;
    kind: string;
    payload: string;
    /** 'pending' until expanded into jobs, then 'expanded'. */
    status: Generated<string>;
    attempts: Generated<number>;
    next_attempt_at: string;
    last_error: string | null;
    created_at: string;
    expanded_at: string | null;
  };
  /** The orders a print request is about (none for a drawer kick, several for a table move). */
  print_request_orders: {
    order_id: number;
    request_id: number;
  };
  /** One ticket for one printer; done only after the printer took every byte. */
  print_jobs: {
    id: Generated<number>;
    request_id: number;
    printer_id: number | null;
    backup_printer_id: number | null;
    target_kind: string;
    station_id: number | null;
    terminal_id: string | null;
    target_label: string;
    /** A TicketDocument as JSON. */
    document: string;
    /** 'pending' | 'done' | 'held' | 'discarded'. */
    status: Generated<string>;
    attempts: Generated<number>;
    next_attempt_at: string;
    claimed_by: string | null;
    claimed_until: string | null;
    last_error: string | null;
    created_at: string;
    printed_at: string | null;
    updated_at: string;
  };
  /** One row (id 1): the printer of lines no station routes. */
  /** Issue 23 (migration 0028): the issuer and software the DIAN registered; one row. */
  einvoice_settings: {
    id: number;
    enabled: Generated<number>;
    environment: Generated<string>;
    nit: Generated<string>;
    dv: Generated<string>;
    legal_name: Generated<string>;
    trade_name: string | null;
    person_type: Generated<string>;
    tax_responsibilities: Generated<string>;
    tax_scheme: Generated<string>;
    municipality_code: Generated<string>;
    city_name: Generated<string>;
    department_code: Generated<string>;
    department_name: Generated<string>;
    address_line: Generated<string>;
    email: string | null;
    software_id: Generated<string>;
    /** AES-256-GCM (einvoice-secrets.ts); the key is never in the database. */
    software_pin_enc: string | null;
    test_set_id: string | null;
    updated_at: string;
  };
  einvoice_certificates: {
    id: number;
    p12_enc: string;
    password_enc: string;
    holder: string;
    issuer: string;
    not_before: string;
    not_after: string;
    uploaded_at: string;
  };
  einvoice_ranges: {
    id: Generated<number>;
    resolution_number: string;
    resolution_date: string;
    prefix: string;
    from_number: number;
    to_number: number;
    valid_from: string;
    valid_to: string;
    last_number: number | null;
    active: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  einvoice_documents: {
    id: Generated<number>;
    invoice_id: number;
    /** Null for an adjustment note (migration 0036): notes are not numbered from the DIAN's range. */
    range_id: number | null;
    number: number;
    prefix: string;
    document_number: string;
    cude: string;
    qr_text: string;
    xml: string;
    environment: string;
    status: Generated<string>;
    issued_at: string;
    created_at: string;
    updated_at: string;
    /** Migration 0030: the transmission worker's state (see that migration). */
    attempts: Generated<number>;
    next_attempt_at: string | null;
    lease_owner: string | null;
    lease_until: string | null;
    track_id: string | null;
    dian_status_code: string | null;
    /** JSON array of `{ code, message }`. */
    dian_messages: string | null;
    application_response: string | null;
    contingency_type: string | null;
    last_error: string | null;
    sent_at: string | null;
    accepted_at: string | null;
    /** Migration 0036: 'depos' (the sale's document) or 'nota_credito' (its adjustment note). */
    kind: Generated<string>;
    /** A note: the DE-POS it adjusts. */
    adjusts_document_id: number | null;
    /** A note: why (DiscrepancyResponse/Description). */
    reason: string | null;
    /** Migration 0045: null until the signing worker signed it (`xml` is '' until then). */
    signed_at: string | null;
    /** Migration 0045: the document's input as the payment fixed it (JSON), until signed. */
    draft: string | null;
    /** Migration 0045: the buyer as the document names it; null on documents from before. */
    buyer_name: string | null;
    buyer_document: string | null;
    /** Migration 0047 (PostgreSQL): until when, and by which signing worker, the draft is taken. */
    sign_lease_until: string | null;
    sign_lease_owner: string | null;
  };
  /** Migration 0036: the adjustment notes' own consecutive, per kind. */
  einvoice_note_numbering: { kind: string; prefix: string; last_number: number; updated_at: string };
  print_routing: { id: number; default_kitchen_printer_id: number | null; updated_at: string };
  terminal_printers: { terminal_id: string; printer_id: number; label: string | null; updated_at: string };
  /** The outcome of the last send to each printer, shared by the instances. */
  printer_health: { printer_id: number; reachable: number; last_error: string | null; last_attempt_at: string };
  /** Bumped by triggers on every catalogue write (migration 0002); lets readers cache the menu. */
  /** Issue 24 (migration 0033): quantities in thousandths of the base unit, unit_cost in millicentavos. */
  ingredients: {
    id: Generated<number>;
    name: string;
    unit: string;
    unit_cost: Generated<number>;
    stock: Generated<number>;
    min_stock: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  preparations: { id: Generated<number>; name: string; created_at: string };
  preparation_lines: { preparation_id: number; ingredient_id: number; quantity: number };
  recipe_lines: {
    id: Generated<number>;
    item_id: number | null;
    variant_id: number | null;
    addon_id: number | null;
    ingredient_id: number | null;
    preparation_id: number | null;
    quantity: number;
  };
  purchases: {
    id: Generated<number>;
    supplier: string;
    invoice_number: string | null;
    total: number;
    user_id: number | null;
    created_at: string;
  };
  stock_counts: { id: Generated<number>; notes: string | null; user_id: number | null; created_at: string };
  stock_movements: {
    id: Generated<number>;
    ingredient_id: number;
    kind: string;
    quantity: number;
    cost: number;
    stock_after: number;
    user_id: number | null;
    created_at: string;
    reason: string | null;
    order_id: number | null;
    order_item_id: number | null;
    purchase_id: number | null;
    count_id: number | null;
  };
  catalogue_version: { id: number; version: number };
  /** Bumped by triggers on writes the orders and kitchen screens show (migration 0005). */
  orders_version: { id: number; version: number };
  /** One row (id 1), a counter per family of data bumped by row triggers (migration 0018). */
  data_versions: {
    id: number;
    customers: number;
    reservations: number;
    sales: number;
    sales_edits: number;
    order_edits: number;
  };
  /** Issue 21: a POS terminal's pairing code for a customer display, deleted when used (migration 0026). */
  customer_display_codes: {
    code: string;
    terminal_id: string;
    terminal_label: string | null;
    created_by: number;
    created_at: string;
    expires_at: string;
  };
  /** The terminal a paired customer display's device session follows. */
  customer_display_links: { session_id: string; terminal_id: string; terminal_label: string | null; paired_at: string };
  idempotency_keys: {
    user_id: number;
    key: string;
    route: string;
    response: string;
    created_at: string;
    /** Hash of the parsed request; null on rows from before migration 0004. */
    request_hash: string | null;
  };
  /** Issue 24 (migration 0035): the loyalty programme, one row (id 1). Money in centavos. */
  loyalty_settings: {
    id: number;
    enabled: number;
    points_per_thousand: number;
    min_redeem_points: number;
    point_value: number;
    payment_type_id: number | null;
    updated_at: string;
  };
  loyalty_tiers: {
    id: Generated<number>;
    name: string;
    threshold: number;
    points_per_thousand: number;
    created_at: string;
    updated_at: string;
  };
  loyalty_members: {
    customer_id: string;
    joined_at: string;
    balance: Generated<number>;
    lifetime: Generated<number>;
    consent_at: string;
    consent_user_id: number;
    consent_version: string;
    /** Ley 1581 supresión (migration 0038): customer_id is then a `suprimido-…` pseudonym. */
    erased_at: string | null;
    erased_by: number | null;
  };
  /** Append-only (the database refuses edits): earn, redeem, reverse, adjust. */
  loyalty_movements: {
    id: Generated<number>;
    customer_id: string;
    kind: string;
    points: number;
    amount: Generated<number>;
    invoice_id: number | null;
    reason: string | null;
    created_by: number;
    created_at: string;
  };
};
