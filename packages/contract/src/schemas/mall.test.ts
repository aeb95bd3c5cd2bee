import { describe, expect, it } from 'vitest';
import { OnlineChannel } from '../enums.ts';
import { mallChannelsFor, shopChannelsFor } from './mall.ts';

const ALL = Object.values(OnlineChannel);
const C = OnlineChannel;

describe('the channels a shop offers', () => {
  it('offers a CNY order only the channels that pay CNY, never Adyen or the international card', () => {
    const offered = shopChannelsFor(ALL, 'CNY', []);
    expect(offered).toEqual([C.alipay, C.wechat, C.aggregate, C.unionpay]);
    expect(offered).not.toContain(C.adyen);
    expect(offered).not.toContain(C.internationalCard);
  });

  it('offers an order in another currency the international acquirers, not the mainland wallets', () => {
    const offered = shopChannelsFor(ALL, 'USD', []);
    expect(offered).toEqual([C.adyen, C.overseasAggregate, C.internationalCard]);
    expect(offered).not.toContain(C.alipay);
  });

  it('offers only the channels the site has payment accounts for', () => {
    expect(shopChannelsFor([C.wechat, C.adyen], 'CNY', [])).toEqual([C.wechat]);
    expect(shopChannelsFor([C.adyen], 'CNY', [])).toEqual([]);
    expect(shopChannelsFor([], 'CNY', [])).toEqual([]);
  });

  it('keeps to the channels the shop chose, when it chose some', () => {
    expect(shopChannelsFor(ALL, 'CNY', [C.alipay, C.adyen])).toEqual([C.alipay]);
    // A choice of channels none of which pays the currency leaves nothing to offer (never all of them).
    expect(shopChannelsFor(ALL, 'CNY', [C.adyen])).toEqual([]);
  });

  it('keeps the order of the site accounts', () => {
    expect(shopChannelsFor([C.unionpay, C.alipay], 'CNY', [])).toEqual([C.unionpay, C.alipay]);
  });

  it('lists no channel under both mainland and international currencies', () => {
    const cny = mallChannelsFor('CNY');
    const other = mallChannelsFor('EUR');
    expect(cny.filter((channel) => other.includes(channel))).toEqual([]);
  });
});
