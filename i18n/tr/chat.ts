import type { chatEn } from '../en/chat';

/** Turkish strings of the live-chat window. */
export const chatTr: Record<keyof typeof chatEn, string> = {
  'chat.title': 'Canlı Destek',
  'chat.intro': 'Bize yazın: destek ekibimiz genellikle birkaç dakika içinde buradan yanıtlar.',
  'chat.closeWindow': 'Sohbeti kapat',
  'chat.guest': 'Destek ekibimizin kimin yazdığını bilmesi ve hesabınıza bakabilmesi için giriş yapın.',
  'chat.loginButton': 'Giriş Yap',
  'chat.callRequest': 'Ya da sizi aramamızı isteyin',
  'chat.loading': 'Görüşme yükleniyor…',
  'chat.tryAgain': 'Tekrar dene',
  'chat.empty': 'Henüz mesaj yok. Size nasıl yardımcı olabiliriz?',
  'chat.you': 'Siz',
  'chat.support': 'Destek',
  'chat.messages': 'Mesajlar',
  'chat.message': 'Mesajınız',
  'chat.sendButton': 'Gönder',
  'chat.sending': 'Gönderiliyor…',
  'chat.notSent': 'Gönderilemedi.',
  'chat.sendAgain': 'Tekrar gönder',
  'chat.hint': 'Enter gönderir, Shift+Enter yeni satır açar. {{count}} karakter kaldı.',
  'chat.tooLong': 'Bir mesaj en fazla {{max}} karakter olabilir.',
};
