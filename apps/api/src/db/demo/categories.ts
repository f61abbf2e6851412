import type { DemoCategory } from './catalogue-types.ts';

/** The spec's ten product categories (§3 labels), in the spec's order. */
export const CATEGORIES: DemoCategory[] = [
  { slug: 'computer', emoji: '💻', name: { en: 'Computer', 'zh-CN': '电脑', ri: 'パソコン', han: '컴퓨터', tai: 'คอมพิวเตอร์' } },
  { slug: 'electrical', emoji: '🔌', name: { en: 'Electrical equipment', 'zh-CN': '电器', ri: '電気機器', han: '전기 기기', tai: 'เครื่องใช้ไฟฟ้า' } },
  { slug: 'outdoors', emoji: '🏕️', name: { en: 'Outdoors', 'zh-CN': '户外', ri: 'アウトドア', han: '아웃도어', tai: 'กิจกรรมกลางแจ้ง' } },
  { slug: 'family-life', emoji: '🏠', name: { en: 'Family life', 'zh-CN': '家居生活', ri: '暮らし', han: '생활용품', tai: 'ของใช้ในบ้าน' } },
  { slug: 'health', emoji: '💊', name: { en: 'Health', 'zh-CN': '健康', ri: 'ヘルスケア', han: '건강', tai: 'สุขภาพ' } },
  { slug: 'mens-clothing', emoji: '👔', name: { en: "Men's clothing", 'zh-CN': '男装', ri: 'メンズファッション', han: '남성 의류', tai: 'เสื้อผ้าผู้ชาย' } },
  { slug: 'womens-clothing', emoji: '👗', name: { en: "Women's clothing", 'zh-CN': '女装', ri: 'レディースファッション', han: '여성 의류', tai: 'เสื้อผ้าผู้หญิง' } },
  { slug: 'food', emoji: '🍜', name: { en: 'Food', 'zh-CN': '食品', ri: '食品', han: '식품', tai: 'อาหาร' } },
  { slug: 'mobile-phone', emoji: '📱', name: { en: 'Mobile phone', 'zh-CN': '手机', ri: 'スマートフォン', han: '휴대폰', tai: 'โทรศัพท์มือถือ' } },
  { slug: 'toys', emoji: '🧸', name: { en: 'Toys', 'zh-CN': '玩具', ri: 'おもちゃ', han: '장난감', tai: 'ของเล่น' } },
];
