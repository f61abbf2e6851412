import type { Localized } from './catalogue-types.ts';

/** The same text in every language (sizes, units and model names a shop shows in Latin letters everywhere). */
function same(text: string): Localized {
  return { en: text, 'zh-CN': text, ri: text, han: text, tai: text };
}

/** Specification dimensions products refer to by key (e.g. 'colour'). */
export const SPEC_DIMENSIONS: Record<string, Localized> = {
  colour: { en: 'Colour', 'zh-CN': '颜色', ri: 'カラー', han: '색상', tai: 'สี' },
  size: { en: 'Size', 'zh-CN': '尺码', ri: 'サイズ', han: '사이즈', tai: 'ไซซ์' },
  'shoe-size': { en: 'Shoe size', 'zh-CN': '鞋码', ri: '靴のサイズ', han: '신발 사이즈', tai: 'ไซซ์รองเท้า' },
  storage: { en: 'Storage', 'zh-CN': '存储容量', ri: 'ストレージ', han: '저장 용량', tai: 'ความจุข้อมูล' },
  memory: { en: 'Memory', 'zh-CN': '运行内存', ri: 'メモリ', han: '메모리', tai: 'แรม' },
  capacity: { en: 'Capacity', 'zh-CN': '容量', ri: '容量', han: '용량', tai: 'ความจุ' },
  weight: { en: 'Weight', 'zh-CN': '重量', ri: '重量', han: '중량', tai: 'น้ำหนัก' },
  flavour: { en: 'Flavour', 'zh-CN': '口味', ri: '味', han: '맛', tai: 'รสชาติ' },
  pack: { en: 'Pack size', 'zh-CN': '包装数量', ri: '入数', han: '구성', tai: 'จำนวนต่อแพ็ก' },
  style: { en: 'Style', 'zh-CN': '款式', ri: 'スタイル', han: '스타일', tai: 'แบบ' },
  material: { en: 'Material', 'zh-CN': '材质', ri: '素材', han: '소재', tai: 'วัสดุ' },
  length: { en: 'Length', 'zh-CN': '长度', ri: '長さ', han: '길이', tai: 'ความยาว' },
  plug: { en: 'Plug type', 'zh-CN': '插头类型', ri: 'プラグ形状', han: '플러그 타입', tai: 'ประเภทปลั๊ก' },
  'age-range': { en: 'Age range', 'zh-CN': '适用年龄', ri: '対象年齢', han: '사용 연령', tai: 'ช่วงอายุ' },
  power: { en: 'Power', 'zh-CN': '功率', ri: '出力', han: '출력', tai: 'กำลังไฟ' },
  scent: { en: 'Scent', 'zh-CN': '香型', ri: '香り', han: '향', tai: 'กลิ่น' },
  model: { en: 'Model', 'zh-CN': '型号', ri: 'モデル', han: '모델', tai: 'รุ่น' },
};

/** Specification values products refer to by key (e.g. 'black', '128gb'). */
export const SPEC_VALUES: Record<string, Localized> = {
  // Colours
  black: { en: 'Black', 'zh-CN': '黑色', ri: 'ブラック', han: '블랙', tai: 'สีดำ' },
  white: { en: 'White', 'zh-CN': '白色', ri: 'ホワイト', han: '화이트', tai: 'สีขาว' },
  grey: { en: 'Grey', 'zh-CN': '灰色', ri: 'グレー', han: '그레이', tai: 'สีเทา' },
  silver: { en: 'Silver', 'zh-CN': '银色', ri: 'シルバー', han: '실버', tai: 'สีเงิน' },
  gold: { en: 'Gold', 'zh-CN': '金色', ri: 'ゴールド', han: '골드', tai: 'สีทอง' },
  'rose-gold': { en: 'Rose gold', 'zh-CN': '玫瑰金', ri: 'ローズゴールド', han: '로즈골드', tai: 'สีโรสโกลด์' },
  red: { en: 'Red', 'zh-CN': '红色', ri: 'レッド', han: '레드', tai: 'สีแดง' },
  'wine-red': { en: 'Wine red', 'zh-CN': '酒红色', ri: 'ワインレッド', han: '와인', tai: 'สีแดงไวน์' },
  blue: { en: 'Blue', 'zh-CN': '蓝色', ri: 'ブルー', han: '블루', tai: 'สีน้ำเงิน' },
  navy: { en: 'Navy', 'zh-CN': '藏青色', ri: 'ネイビー', han: '네이비', tai: 'สีกรมท่า' },
  'sky-blue': { en: 'Sky blue', 'zh-CN': '天蓝色', ri: 'スカイブルー', han: '스카이블루', tai: 'สีฟ้า' },
  green: { en: 'Green', 'zh-CN': '绿色', ri: 'グリーン', han: '그린', tai: 'สีเขียว' },
  olive: { en: 'Olive', 'zh-CN': '橄榄绿', ri: 'オリーブ', han: '올리브', tai: 'สีเขียวมะกอก' },
  pink: { en: 'Pink', 'zh-CN': '粉色', ri: 'ピンク', han: '핑크', tai: 'สีชมพู' },
  purple: { en: 'Purple', 'zh-CN': '紫色', ri: 'パープル', han: '퍼플', tai: 'สีม่วง' },
  yellow: { en: 'Yellow', 'zh-CN': '黄色', ri: 'イエロー', han: '옐로우', tai: 'สีเหลือง' },
  orange: { en: 'Orange', 'zh-CN': '橙色', ri: 'オレンジ', han: '오렌지', tai: 'สีส้ม' },
  beige: { en: 'Beige', 'zh-CN': '米色', ri: 'ベージュ', han: '베이지', tai: 'สีเบจ' },
  brown: { en: 'Brown', 'zh-CN': '棕色', ri: 'ブラウン', han: '브라운', tai: 'สีน้ำตาล' },
  khaki: { en: 'Khaki', 'zh-CN': '卡其色', ri: 'カーキ', han: '카키', tai: 'สีกากี' },
  transparent: { en: 'Transparent', 'zh-CN': '透明', ri: 'クリア', han: '투명', tai: 'ใส' },

  // Clothing sizes
  xs: same('XS'),
  s: same('S'),
  m: same('M'),
  l: same('L'),
  xl: same('XL'),
  xxl: same('XXL'),

  // Shoe sizes
  'eu-36': same('EU 36'),
  'eu-37': same('EU 37'),
  'eu-38': same('EU 38'),
  'eu-39': same('EU 39'),
  'eu-40': same('EU 40'),
  'eu-41': same('EU 41'),
  'eu-42': same('EU 42'),
  'eu-43': same('EU 43'),
  'eu-44': same('EU 44'),
  'eu-45': same('EU 45'),

  // Storage and memory
  '64gb': same('64 GB'),
  '128gb': same('128 GB'),
  '256gb': same('256 GB'),
  '512gb': same('512 GB'),
  '1tb': same('1 TB'),
  '2tb': same('2 TB'),
  '4gb': same('4 GB'),
  '8gb': same('8 GB'),
  '16gb': same('16 GB'),
  '32gb': same('32 GB'),

  // Capacity
  '350ml': same('350 ml'),
  '500ml': same('500 ml'),
  '750ml': same('750 ml'),
  '1l': same('1 L'),
  '1-5l': same('1.5 L'),
  '2l': same('2 L'),
  '5l': same('5 L'),
  '5000mah': same('5,000 mAh'),
  '10000mah': same('10,000 mAh'),
  '20000mah': same('20,000 mAh'),

  // Weight
  '100g': same('100 g'),
  '250g': same('250 g'),
  '500g': same('500 g'),
  '1kg': same('1 kg'),
  '2kg': same('2 kg'),
  '5kg': same('5 kg'),

  // Pack sizes
  'pack-1': { en: 'Single', 'zh-CN': '单件装', ri: '1個', han: '1개', tai: '1 ชิ้น' },
  'pack-2': { en: 'Pack of 2', 'zh-CN': '2件装', ri: '2個セット', han: '2개입', tai: 'แพ็ก 2 ชิ้น' },
  'pack-3': { en: 'Pack of 3', 'zh-CN': '3件装', ri: '3個セット', han: '3개입', tai: 'แพ็ก 3 ชิ้น' },
  'pack-5': { en: 'Pack of 5', 'zh-CN': '5件装', ri: '5個セット', han: '5개입', tai: 'แพ็ก 5 ชิ้น' },
  'pack-6': { en: 'Pack of 6', 'zh-CN': '6件装', ri: '6個セット', han: '6개입', tai: 'แพ็ก 6 ชิ้น' },
  'pack-10': { en: 'Pack of 10', 'zh-CN': '10件装', ri: '10個セット', han: '10개입', tai: 'แพ็ก 10 ชิ้น' },
  'pack-12': { en: 'Pack of 12', 'zh-CN': '12件装', ri: '12個セット', han: '12개입', tai: 'แพ็ก 12 ชิ้น' },
  'pack-24': { en: 'Pack of 24', 'zh-CN': '24件装', ri: '24個セット', han: '24개입', tai: 'แพ็ก 24 ชิ้น' },

  // Plugs
  'us-plug': { en: 'US plug (Type A)', 'zh-CN': '美规插头', ri: 'USプラグ（Aタイプ）', han: '미국형 (A타입)', tai: 'ปลั๊ก US (ขาแบน)' },
  'eu-plug': { en: 'EU plug (Type C)', 'zh-CN': '欧规插头', ri: 'EUプラグ（Cタイプ）', han: '유럽형 (C타입)', tai: 'ปลั๊ก EU (ขากลม)' },
  'uk-plug': { en: 'UK plug (Type G)', 'zh-CN': '英规插头', ri: 'UKプラグ（BFタイプ）', han: '영국형 (G타입)', tai: 'ปลั๊ก UK (3 ขาเหลี่ยม)' },
  'au-plug': { en: 'AU plug (Type I)', 'zh-CN': '澳规插头', ri: 'AUプラグ（Oタイプ）', han: '호주형 (I타입)', tai: 'ปลั๊ก AU (ขาเฉียง)' },

  // Age ranges
  'age-0-2': { en: 'Ages 0–2', 'zh-CN': '0–2岁', ri: '0〜2歳', han: '0~2세', tai: 'อายุ 0–2 ปี' },
  'age-3-5': { en: 'Ages 3–5', 'zh-CN': '3–5岁', ri: '3〜5歳', han: '3~5세', tai: 'อายุ 3–5 ปี' },
  'age-6-8': { en: 'Ages 6–8', 'zh-CN': '6–8岁', ri: '6〜8歳', han: '6~8세', tai: 'อายุ 6–8 ปี' },
  'age-9-12': { en: 'Ages 9–12', 'zh-CN': '9–12岁', ri: '9〜12歳', han: '9~12세', tai: 'อายุ 9–12 ปี' },
  'age-12-plus': { en: 'Ages 12+', 'zh-CN': '12岁以上', ri: '12歳以上', han: '12세 이상', tai: 'อายุ 12 ปีขึ้นไป' },

  // Styles and editions
  classic: { en: 'Classic', 'zh-CN': '经典款', ri: 'クラシック', han: '클래식', tai: 'คลาสสิก' },
  sport: { en: 'Sport', 'zh-CN': '运动款', ri: 'スポーツ', han: '스포츠', tai: 'สปอร์ต' },
  'slim-fit': { en: 'Slim fit', 'zh-CN': '修身款', ri: 'スリムフィット', han: '슬림핏', tai: 'ทรงสลิม' },
  'regular-fit': { en: 'Regular fit', 'zh-CN': '常规款', ri: 'レギュラーフィット', han: '레귤러핏', tai: 'ทรงปกติ' },
  'loose-fit': { en: 'Loose fit', 'zh-CN': '宽松款', ri: 'ルーズフィット', han: '루즈핏', tai: 'ทรงหลวม' },
  standard: { en: 'Standard', 'zh-CN': '标准版', ri: 'スタンダード', han: '스탠다드', tai: 'รุ่นมาตรฐาน' },
  pro: { en: 'Pro', 'zh-CN': 'Pro版', ri: 'Pro', han: 'Pro', tai: 'Pro' },
  max: { en: 'Max', 'zh-CN': 'Max版', ri: 'Max', han: 'Max', tai: 'Max' },
  lite: { en: 'Lite', 'zh-CN': '轻享版', ri: 'Lite', han: 'Lite', tai: 'Lite' },

  // Materials
  cotton: { en: 'Cotton', 'zh-CN': '纯棉', ri: 'コットン', han: '면', tai: 'ผ้าฝ้าย' },
  linen: { en: 'Linen', 'zh-CN': '亚麻', ri: 'リネン', han: '린넨', tai: 'ผ้าลินิน' },
  wool: { en: 'Wool', 'zh-CN': '羊毛', ri: 'ウール', han: '울', tai: 'ผ้าวูล' },
  polyester: { en: 'Polyester', 'zh-CN': '涤纶', ri: 'ポリエステル', han: '폴리에스터', tai: 'โพลีเอสเตอร์' },
  leather: { en: 'Leather', 'zh-CN': '皮革', ri: 'レザー', han: '가죽', tai: 'หนัง' },
  'stainless-steel': { en: 'Stainless steel', 'zh-CN': '不锈钢', ri: 'ステンレス', han: '스테인리스', tai: 'สแตนเลส' },
  silicone: { en: 'Silicone', 'zh-CN': '硅胶', ri: 'シリコーン', han: '실리콘', tai: 'ซิลิโคน' },
  bamboo: { en: 'Bamboo', 'zh-CN': '竹制', ri: '竹', han: '대나무', tai: 'ไม้ไผ่' },
  plastic: { en: 'Plastic', 'zh-CN': '塑料', ri: 'プラスチック', han: '플라스틱', tai: 'พลาสติก' },
  wood: { en: 'Wood', 'zh-CN': '实木', ri: '木製', han: '원목', tai: 'ไม้' },

  // Lengths
  '1m': same('1 m'),
  '2m': same('2 m'),
  '3m': same('3 m'),
  '5m': same('5 m'),

  // Power
  '20w': same('20 W'),
  '35w': same('35 W'),
  '65w': same('65 W'),
  '100w': same('100 W'),

  // Scents
  unscented: { en: 'Unscented', 'zh-CN': '无香', ri: '無香料', han: '무향', tai: 'ไม่มีกลิ่น' },
  lavender: { en: 'Lavender', 'zh-CN': '薰衣草', ri: 'ラベンダー', han: '라벤더', tai: 'ลาเวนเดอร์' },
  citrus: { en: 'Citrus', 'zh-CN': '柑橘', ri: 'シトラス', han: '시트러스', tai: 'ซิตรัส' },
  mint: { en: 'Mint', 'zh-CN': '薄荷', ri: 'ミント', han: '민트', tai: 'มิ้นต์' },
  rose: { en: 'Rose', 'zh-CN': '玫瑰', ri: 'ローズ', han: '로즈', tai: 'กุหลาบ' },
  ocean: { en: 'Ocean', 'zh-CN': '海洋', ri: 'オーシャン', han: '오션', tai: 'โอเชียน' },

  // Flavours
  original: { en: 'Original', 'zh-CN': '原味', ri: 'オリジナル', han: '오리지널', tai: 'รสดั้งเดิม' },
  spicy: { en: 'Spicy', 'zh-CN': '香辣味', ri: 'ピリ辛', han: '매운맛', tai: 'รสเผ็ด' },
  sweet: { en: 'Sweet', 'zh-CN': '甜味', ri: '甘口', han: '단맛', tai: 'รสหวาน' },
  salty: { en: 'Salty', 'zh-CN': '咸味', ri: '塩味', han: '짠맛', tai: 'รสเค็ม' },
  sour: { en: 'Sour', 'zh-CN': '酸味', ri: '酸っぱい味', han: '신맛', tai: 'รสเปรี้ยว' },
  matcha: { en: 'Matcha', 'zh-CN': '抹茶味', ri: '抹茶', han: '말차맛', tai: 'รสมัทฉะ' },
  chocolate: { en: 'Chocolate', 'zh-CN': '巧克力味', ri: 'チョコレート', han: '초콜릿맛', tai: 'รสช็อกโกแลต' },
  strawberry: { en: 'Strawberry', 'zh-CN': '草莓味', ri: 'いちご', han: '딸기맛', tai: 'รสสตรอว์เบอร์รี' },
  mango: { en: 'Mango', 'zh-CN': '芒果味', ri: 'マンゴー', han: '망고맛', tai: 'รสมะม่วง' },
  coffee: { en: 'Coffee', 'zh-CN': '咖啡味', ri: 'コーヒー', han: '커피맛', tai: 'รสกาแฟ' },
  vanilla: { en: 'Vanilla', 'zh-CN': '香草味', ri: 'バニラ', han: '바닐라맛', tai: 'รสวานิลลา' },
  honey: { en: 'Honey', 'zh-CN': '蜂蜜味', ri: 'はちみつ', han: '꿀맛', tai: 'รสน้ำผึ้ง' },
  garlic: { en: 'Garlic', 'zh-CN': '蒜香味', ri: 'ガーリック', han: '마늘맛', tai: 'รสกระเทียม' },
  barbecue: { en: 'Barbecue', 'zh-CN': '烧烤味', ri: 'バーベキュー', han: '바비큐맛', tai: 'รสบาร์บีคิว' },
  seaweed: { en: 'Seaweed', 'zh-CN': '海苔味', ri: 'のり', han: '김맛', tai: 'รสสาหร่าย' },
  lemon: { en: 'Lemon', 'zh-CN': '柠檬味', ri: 'レモン', han: '레몬맛', tai: 'รสเลมอน' },
};
