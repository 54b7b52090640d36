export const popup = {
  slug: 'weekend-reload',
  url: '/promotions',
  text: { title: 'Hafta Sonu %50 Yatırım Bonusu', subtitle: 'Cumartesi ve pazar, her yatırımına ekstra bakiye', cta: 'Bonusu Al' },
  textEn: { title: '50% Weekend Reload Bonus', subtitle: 'Extra balance on every deposit, Saturday and Sunday', cta: 'Get the Bonus' },
  titleTr: 'Hafta sonu %50 yatırım bonusu',
  titleEn: '50% weekend reload bonus',
  descriptionTr:
    'Cumartesi ve pazar günleri yapacağın her yatırıma %50, en fazla 2.500 TL bonus ekliyoruz. Bonusu promosyonlar sayfasından talep etmen yeterli.',
  descriptionEn:
    'Every deposit you make on Saturday and Sunday earns a 50% bonus of up to 2,500 TL. Just claim it on the promotions page.',
  updatedAt: '2025-01-10T09:00:00.000Z',
};
