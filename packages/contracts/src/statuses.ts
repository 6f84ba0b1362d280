export const ORDER_ITEM_STATUSES = ['created', 'preparing', 'completed', 'delivered', 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export const ORDER_STATUSES = ['created', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DELIVERY_TYPES = ['dinein', 'delivery', 'takeaway'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const CUSTOMER_TYPES = ['WALKIN', 'CUSTOMER'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const RESERVATION_STATUSES = ['booked', 'paid', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const TAX_TYPES = ['exclusive', 'inclusive'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

export const PAGE_FORMATS = [80, 57] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];

export const DATE_FILTERS = [
  'today',
  'tomorrow',
  'yesterday',
  'last_7days',
  'this_month',
  'last_month',
  'custom',
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
