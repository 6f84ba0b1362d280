import { afterEach, describe, expect, it, vi } from 'vitest';
import { readReceiptData, saveReceiptData, type ReceiptData } from './pos-storage';

const receipt = (orderId: number) => ({ cartItems: [], orderId, tokenNo: orderId }) as unknown as ReceiptData;

afterEach(() => vi.restoreAllMocks());

describe('receipt data', () => {
  it('never leaves the previous order for the print window when the new one cannot be stored', () => {
    saveReceiptData(receipt(1));
    expect(readReceiptData()?.orderId).toBe(1);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    saveReceiptData(receipt(2));
    expect(readReceiptData()).toBeNull();
  });
});
