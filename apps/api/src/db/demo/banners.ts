import type { DemoBanner } from './catalogue-types.ts';

/** Home page banners. */
export const BANNERS: DemoBanner[] = [
  {
    key: 'summer-outdoor-sale',
    emoji: '🏕️',
    colors: ['#16a34a', '#facc15'],
    title: { en: 'Summer outdoor sale', 'zh-CN': '夏日户外大促', ri: '夏のアウトドアセール', han: '여름 아웃도어 세일', tai: 'เซลเอาท์ดอร์รับหน้าร้อน' },
    subtitle: {
      en: 'Up to 40% off tents, backpacks and camping gear',
      'zh-CN': '帐篷、背包和露营装备低至6折',
      ri: 'テント・バックパック・キャンプ用品が最大40%オフ',
      han: '텐트·배낭·캠핑 용품 최대 40% 할인',
      tai: 'เต็นท์ เป้ และอุปกรณ์แคมป์ ลดสูงสุด 40%',
    },
    category: 'outdoors',
  },
  {
    key: 'new-phones-free-shipping',
    emoji: '📱',
    colors: ['#7c3aed', '#06b6d4'],
    title: { en: 'New phones, free shipping', 'zh-CN': '新机上市，全球包邮', ri: '新作スマホ 送料無料', han: '신상 휴대폰 무료 배송', tai: 'มือถือรุ่นใหม่ ส่งฟรี' },
    subtitle: {
      en: 'The latest unlocked models, delivered in 3–5 days',
      'zh-CN': '最新无锁机型，3–5天送达',
      ri: '最新のSIMフリーモデルを3〜5日でお届け',
      han: '최신 자급제 모델, 3~5일 안에 도착',
      tai: 'รุ่นล่าสุดแบบปลดล็อก ถึงมือใน 3–5 วัน',
    },
    category: 'mobile-phone',
  },
  {
    key: 'asian-snack-festival',
    emoji: '🍡',
    colors: ['#f472b6', '#fb923c'],
    title: { en: 'Asian snack festival', 'zh-CN': '亚洲零食节', ri: 'アジアおやつフェス', han: '아시아 간식 페스티벌', tai: 'เทศกาลขนมเอเชีย' },
    subtitle: {
      en: 'Buy 2, get 1 free on snacks from Tokyo to Bangkok',
      'zh-CN': '从东京到曼谷的人气零食，买二送一',
      ri: '東京からバンコクまで、お菓子が2点購入で1点無料',
      han: '도쿄부터 방콕까지 인기 간식 2+1',
      tai: 'ขนมจากโตเกียวถึงกรุงเทพฯ ซื้อ 2 แถม 1',
    },
    category: 'food',
  },
  {
    key: 'back-to-school-laptops',
    emoji: '💻',
    colors: ['#2563eb', '#22d3ee'],
    title: { en: 'Back-to-school laptops', 'zh-CN': '开学季笔记本特惠', ri: '新学期ノートPCフェア', han: '신학기 노트북 특가', tai: 'เปิดเทอมช้อปโน้ตบุ๊ก' },
    subtitle: {
      en: 'Save up to $150 on laptops, tablets and keyboards',
      'zh-CN': '笔记本、平板和键盘最高立减150美元',
      ri: 'ノートPC・タブレット・キーボードが最大150ドル引き',
      han: '노트북·태블릿·키보드 최대 150달러 할인',
      tai: 'โน้ตบุ๊ก แท็บเล็ต คีย์บอร์ด ลดสูงสุด 150 ดอลลาร์',
    },
    category: 'computer',
  },
  {
    key: 'seoul-style-week',
    emoji: '🛍️',
    colors: ['#ec4899', '#a78bfa'],
    title: { en: 'Seoul style week', 'zh-CN': '首尔风尚周', ri: 'ソウルスタイルウィーク', han: '서울 스타일 위크', tai: 'สัปดาห์แฟชั่นสไตล์โซล' },
    subtitle: {
      en: 'New Korean fashion arrivals, 20% off your first order',
      'zh-CN': '韩系新款上线，首单享8折',
      ri: '韓国ファッションの新作が、初回注文20%オフ',
      han: '새로 들어온 K-패션, 첫 주문 20% 할인',
      tai: 'แฟชั่นเกาหลีมาใหม่ ลด 20% สำหรับออร์เดอร์แรก',
    },
    category: 'womens-clothing',
  },
];
