/** '905551112233' as '+90 555 111 22 33'; other numbers as '+' and their digits. */
export function formatPhone(digits: string): string {
  const match = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+90 ${match.slice(1).join(' ')}` : `+${digits}`;
}
