/**
 * One form for every phone number: E.164 digits without '+'. Turkish numbers typed as 5XX…, 05XX…,
 * +90 5XX… or 0090 5XX… all become 90 + 10 digits, so one phone is one number everywhere.
 */
export function normalizePhone(raw: string): string {
  let digits = raw.replace(/[\s().-]/g, '').replace(/^\+/, '').replace(/^00/, '');
  if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  if (/^[1-9]\d{9}$/.test(digits)) return `90${digits}`;
  return digits;
}

/** How a stored number is shown to a player: '+90 536 966 32 38'. */
export function formatPhone(phone: string): string {
  const digits = normalizePhone(phone);
  const tr = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return tr ? `+90 ${tr[1]} ${tr[2]} ${tr[3]} ${tr[4]}` : `+${digits}`;
}
