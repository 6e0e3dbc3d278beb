// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
// Orders price a shipment exactly as the freight calculator does, against the customer's quotations in force.
export { calculateFreight, priceOnBasis, readPricingBasis, type FreightReading, type PricingBasis } from './freightCalculator.service.ts';
export { customerGroupsOf, quotationsInForce, rememberedUnder } from './quotationsInForce.ts';
