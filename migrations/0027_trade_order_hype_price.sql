-- HYPE's USD price when each order was recorded (the latest indexed at or before its block), so a referrer's volume
-- is valued at the trades' own prices. Rows recorded before this column are NULL and are valued at today's price.
ALTER TABLE trade_orders ADD COLUMN hype_usd REAL;
