import type { validationEn } from '../en/validation';

/** Messages of form and request validation (zod issues carry the key); both the browser and the server use them. */
export const validationTr: Record<keyof typeof validationEn, string> = {
  'validation.required': 'Bu alan zorunludur',
  'validation.min': 'En az {{min, plural, other {# karakter}}} olmalı',
  'validation.max': 'En fazla {{max, plural, other {# karakter}}} olmalı',
  'validation.length': 'Tam olarak {{length, plural, other {# karakter}}} olmalı',
  'validation.letters': 'Yalnızca harf kullanılabilir',
  'validation.spaces': 'Kelimeler arasında tek boşluk olmalı, başta ve sonda boşluk olmamalı',
  'validation.alphanumeric': 'Yalnızca Türkçe karakter içermeyen harfler ve rakamlar kullanılabilir',
  'validation.digits': 'Yalnızca rakam kullanılabilir',
  'validation.email': 'Geçerli bir e-posta adresi girin',
  'validation.mismatch': 'Girilen değerler eşleşmiyor',
  'validation.date': 'Geçerli bir tarih girin',
  'validation.phone': 'Telefon numarası 90 ile başlamalı ve ardından 10 rakam gelmeli',
  'validation.iban': 'Geçerli bir IBAN girin (TR ve ardından 24 rakam)',
  'validation.ibanChecksum': 'Bu IBAN geçerli değil: rakamlarını kontrol edin',
  'validation.number': 'Geçerli bir sayı girin',
  'validation.integer': 'Tam sayı olmalı',
  'validation.positive': 'Sıfırdan büyük olmalı',
  'validation.option': 'Listeden bir seçenek seçin',
  'validation.invalid': 'Geçersiz değer',
  'validation.sameAsOld': 'Yeni şifreniz mevcut şifrenizden farklı olmalı',
  'validation.tckn': 'Bu T.C. kimlik numarası geçerli değil',
  'validation.underAge': 'Kayıt olmak için 18 yaşını doldurmuş olmalısınız',
  'validation.papara': 'Papara numarası 10 haneli olmalıdır',
  'validation.wallet': 'Geçerli bir TRC-20 adresi girin (T ve ardından 33 karakter)',
};
