import type { LangCode } from '@shop/contract/languages';

/**
 * The first versions of the help and law pages and the customer-service channels; operators edit them later.
 * Every page exists in all five languages.
 */
type Page = { title: string; content: string };

export const HELP_SUPPORT: Record<LangCode, Page> = {
  en: {
    title: 'Help and support',
    content: `How do I pay for an order?
Orders are paid from your balance. Top up your balance under Me → Recharge, then pay the order with your payment code.

What is the payment code?
A code of at least 6 digits that confirms every payment and withdrawal. Set it under Me → Security → Payment code. After 5 wrong codes in 15 minutes, payments and withdrawals are locked for 15 minutes.

How long does delivery take?
Sellers ship within 3 working days. Cross-border delivery usually takes 7 to 20 days; the tracking number appears on the order once it has shipped.

How do I get a refund?
Open the order and choose "Apply refund". Choose refund only, or refund and return, describe the problem and upload a photo. The refund goes back to your balance once it is approved.

I forgot my password.
On the login page choose "Forgot password". We mail a 6-digit code to the email of your account; it works once and for 15 minutes.

Still need help?
Contact customer service from Me → Customer service. We answer every day.`,
  },
  'zh-CN': {
    title: '帮助与支持',
    content: `如何支付订单？
订单使用余额支付。请先在“我的 → 充值”中为余额充值，再使用支付密码支付订单。

什么是支付密码？
支付密码是至少 6 位的数字密码，每笔支付和提现都需要用它确认。可在“我的 → 安全设置 → 支付密码”中设置。15 分钟内输错 5 次后，支付和提现将被锁定 15 分钟。

配送需要多长时间？
卖家会在 3 个工作日内发货。跨境配送通常需要 7 至 20 天；订单发货后，物流单号会显示在订单中。

如何申请退款？
打开订单并选择“申请退款”。选择仅退款或退货退款，描述问题并上传照片。退款审核通过后，款项将退回您的余额。

忘记密码怎么办？
在登录页面选择“忘记密码”。我们会向您账号绑定的邮箱发送 6 位验证码，验证码 15 分钟内有效，仅可使用一次。

仍需帮助？
请在“我的 → 客服”中联系客服，我们每天都会为您解答。`,
  },
  ri: {
    title: 'ヘルプ・サポート',
    content: `注文の支払い方法は？
注文は残高でお支払いいただきます。「マイページ → チャージ」で残高をチャージしてから、支払いパスワードで注文をお支払いください。

支払いパスワードとは？
すべての支払いと出金を確認するための、6桁以上の数字のパスワードです。「マイページ → セキュリティ → 支払いパスワード」で設定できます。15分以内に5回間違えると、支払いと出金が15分間ロックされます。

配送にはどのくらいかかりますか？
販売者は3営業日以内に発送します。海外配送には通常7〜20日かかります。発送後、注文に追跡番号が表示されます。

返金を受けるには？
注文を開き、「返金を申請」を選択してください。「返金のみ」または「返品・返金」を選び、問題の内容を記入して写真をアップロードしてください。承認されると、返金額は残高に戻ります。

パスワードを忘れた場合
ログイン画面で「パスワードをお忘れの方」を選択してください。アカウントに登録されたメールアドレスに6桁の認証コードをお送りします。コードは15分間有効で、1回のみ使用できます。

解決しない場合は？
「マイページ → カスタマーサービス」からお問い合わせください。毎日対応しております。`,
  },
  han: {
    title: '도움말 및 고객지원',
    content: `주문 결제는 어떻게 하나요?
주문은 잔액으로 결제합니다. 마이페이지 → 충전에서 잔액을 충전한 후 결제 비밀번호로 주문을 결제해 주세요.

결제 비밀번호란 무엇인가요?
모든 결제와 출금을 확인하는 6자리 이상의 숫자 비밀번호입니다. 마이페이지 → 보안 → 결제 비밀번호에서 설정할 수 있습니다. 15분 안에 5회 잘못 입력하면 결제와 출금이 15분 동안 잠깁니다.

배송은 얼마나 걸리나요?
판매자는 영업일 기준 3일 이내에 발송합니다. 해외 배송은 보통 7~20일이 걸리며, 발송 후 주문에 운송장 번호가 표시됩니다.

환불은 어떻게 받나요?
주문을 열고 "환불 신청"을 선택하세요. 환불만 또는 반품 후 환불을 선택하고, 문제를 설명한 뒤 사진을 업로드해 주세요. 환불이 승인되면 잔액으로 돌려드립니다.

비밀번호를 잊어버렸어요.
로그인 페이지에서 "비밀번호 찾기"를 선택하세요. 계정에 등록된 이메일로 6자리 인증번호를 보내 드리며, 인증번호는 15분 동안 한 번만 사용할 수 있습니다.

도움이 더 필요하신가요?
마이페이지 → 고객센터에서 문의해 주세요. 매일 답변해 드립니다.`,
  },
  tai: {
    title: 'ความช่วยเหลือและการสนับสนุน',
    content: `ชำระเงินสำหรับคำสั่งซื้ออย่างไร?
คำสั่งซื้อชำระด้วยยอดเงินคงเหลือ เติมยอดเงินคงเหลือได้ที่ ฉัน → เติมเงิน จากนั้นชำระคำสั่งซื้อด้วยรหัสชำระเงิน

รหัสชำระเงินคืออะไร?
รหัสตัวเลขอย่างน้อย 6 หลักที่ใช้ยืนยันการชำระเงินและการถอนเงินทุกครั้ง ตั้งค่าได้ที่ ฉัน → ความปลอดภัย → รหัสชำระเงิน หากกรอกรหัสผิด 5 ครั้งภายใน 15 นาที การชำระเงินและการถอนเงินจะถูกล็อกเป็นเวลา 15 นาที

การจัดส่งใช้เวลานานเท่าไร?
ผู้ขายจะจัดส่งสินค้าภายใน 3 วันทำการ การจัดส่งข้ามประเทศโดยทั่วไปใช้เวลา 7 ถึง 20 วัน หมายเลขพัสดุจะแสดงในคำสั่งซื้อเมื่อจัดส่งแล้ว

ขอคืนเงินได้อย่างไร?
เปิดคำสั่งซื้อแล้วเลือก "ขอคืนเงิน" เลือกคืนเงินเท่านั้น หรือคืนสินค้าและคืนเงิน อธิบายปัญหาและอัปโหลดรูปภาพ เมื่อได้รับการอนุมัติ เงินคืนจะเข้าสู่ยอดเงินคงเหลือของคุณ

ลืมรหัสผ่าน
ที่หน้าเข้าสู่ระบบ เลือก "ลืมรหัสผ่าน" เราจะส่งรหัส 6 หลักไปยังอีเมลของบัญชีคุณ รหัสนี้ใช้ได้ครั้งเดียวภายใน 15 นาที

ยังต้องการความช่วยเหลือ?
ติดต่อฝ่ายบริการลูกค้าได้ที่ ฉัน → ฝ่ายบริการลูกค้า เราให้บริการทุกวัน`,
  },
};

export const LAW: Record<LangCode, Page> = {
  en: {
    title: 'Terms and privacy',
    content: `1. About these terms
By creating an account or placing an order you accept these terms. The shop connects you with independent sellers; each order is a contract between you and the seller of its products.

2. Your account
Keep your password and payment code secret. You are responsible for what is done with your account. Tell customer service at once if you think someone else has used it.

3. Prices and payment
Prices are shown in dollars and include the seller's price; freight is shown before you pay. Orders are paid from your balance. Money in your balance can be withdrawn to a bank card or an on-chain address after review.

4. Delivery, returns and refunds
Sellers ship to the address you choose. You may apply for a refund while an order is paid, shipped or received; approved refunds are credited to your balance.

5. Privacy
We keep only the data needed to run your account and deliver your orders: your account, contact details, addresses and order history. Passwords and payment codes are stored as one-way hashes. We never sell your data. You may ask customer service to delete your account.

6. Changes
We may update these terms; the version shown here is the one in force.`,
  },
  'zh-CN': {
    title: '服务条款与隐私政策',
    content: `1. 关于本条款
创建账号或下单即表示您接受本条款。本商城为您与独立卖家搭建交易平台；每笔订单均为您与该订单商品的卖家之间订立的合同。

2. 您的账号
请妥善保管您的密码和支付密码，切勿泄露。您需对通过您账号进行的一切操作负责。如您怀疑他人使用过您的账号，请立即联系客服。

3. 价格与支付
价格以美元显示，包含卖家的售价；运费会在您付款前显示。订单使用余额支付。余额中的资金经审核后可提现至银行卡或链上地址。

4. 配送、退货与退款
卖家会将商品寄往您选择的地址。订单处于已付款、已发货或已收货状态时，您均可申请退款；审核通过的退款将退回您的余额。

5. 隐私
我们仅保存运营您的账号和配送订单所必需的数据：您的账号、联系方式、地址和订单记录。密码和支付密码均以单向哈希形式存储。我们绝不出售您的数据。您可以联系客服申请注销账号。

6. 条款变更
我们可能会更新本条款；以本页显示的版本为准。`,
  },
  ri: {
    title: '利用規約・プライバシー',
    content: `1. 本規約について
アカウントを作成するか注文を行うことで、お客様は本規約に同意したものとみなされます。当ショップはお客様と独立した販売者をつなぐサービスであり、各注文はお客様とその商品の販売者との間の契約となります。

2. お客様のアカウント
パスワードと支払いパスワードは他人に知られないよう管理してください。お客様のアカウントで行われた操作については、お客様が責任を負います。第三者に使用された疑いがある場合は、直ちにカスタマーサービスにご連絡ください。

3. 価格と支払い
価格はドルで表示され、販売者の価格が含まれています。送料はお支払い前に表示されます。注文は残高でお支払いいただきます。残高は、審査後に銀行カードまたはオンチェーンアドレスへ出金できます。

4. 配送・返品・返金
販売者はお客様が指定した住所へ発送します。注文が支払済み・発送済み・受取済みのいずれかの状態であれば、返金を申請できます。承認された返金は残高に入金されます。

5. プライバシー
当ショップは、アカウントの運営と注文のお届けに必要なデータ（アカウント、連絡先、住所、注文履歴）のみを保管します。パスワードと支払いパスワードは一方向ハッシュとして保存されます。お客様のデータを販売することは一切ありません。アカウントの削除はカスタマーサービスにご依頼いただけます。

6. 規約の変更
本規約は変更される場合があります。ここに表示されている版が現在有効な規約です。`,
  },
  han: {
    title: '이용약관 및 개인정보 처리방침',
    content: `1. 본 약관에 대하여
계정을 만들거나 주문하면 본 약관에 동의한 것으로 간주됩니다. 본 쇼핑몰은 고객님과 독립 판매자를 연결해 드리며, 각 주문은 고객님과 해당 상품 판매자 간의 계약입니다.

2. 고객님의 계정
비밀번호와 결제 비밀번호를 타인에게 알리지 마세요. 고객님의 계정으로 이루어진 모든 행위에 대한 책임은 고객님에게 있습니다. 다른 사람이 계정을 사용했다고 생각되면 즉시 고객센터에 알려 주세요.

3. 가격 및 결제
가격은 달러로 표시되며 판매자 가격이 포함되어 있습니다. 배송비는 결제 전에 표시됩니다. 주문은 잔액으로 결제합니다. 잔액은 검토 후 은행 카드 또는 온체인 주소로 출금할 수 있습니다.

4. 배송, 반품 및 환불
판매자는 고객님이 선택한 주소로 상품을 발송합니다. 주문이 결제 완료, 발송 완료 또는 수령 완료 상태일 때 환불을 신청할 수 있으며, 승인된 환불 금액은 잔액으로 지급됩니다.

5. 개인정보
계정 운영과 주문 배송에 필요한 데이터(계정, 연락처, 주소, 주문 내역)만 보관합니다. 비밀번호와 결제 비밀번호는 단방향 해시로 저장됩니다. 고객님의 데이터는 절대 판매하지 않습니다. 고객센터에 계정 삭제를 요청하실 수 있습니다.

6. 약관 변경
본 약관은 변경될 수 있으며, 이곳에 표시된 버전이 현재 적용되는 약관입니다.`,
  },
  tai: {
    title: 'ข้อกำหนดและความเป็นส่วนตัว',
    content: `1. เกี่ยวกับข้อกำหนดนี้
เมื่อคุณสร้างบัญชีหรือสั่งซื้อสินค้า ถือว่าคุณยอมรับข้อกำหนดนี้ ร้านค้าของเราเป็นตัวกลางเชื่อมคุณกับผู้ขายอิสระ คำสั่งซื้อแต่ละรายการถือเป็นสัญญาระหว่างคุณกับผู้ขายสินค้าในคำสั่งซื้อนั้น

2. บัญชีของคุณ
โปรดเก็บรหัสผ่านและรหัสชำระเงินของคุณเป็นความลับ คุณต้องรับผิดชอบต่อการดำเนินการใด ๆ ที่เกิดขึ้นผ่านบัญชีของคุณ หากคุณคิดว่ามีผู้อื่นใช้บัญชีของคุณ โปรดแจ้งฝ่ายบริการลูกค้าทันที

3. ราคาและการชำระเงิน
ราคาแสดงเป็นดอลลาร์และรวมราคาของผู้ขายแล้ว ค่าขนส่งจะแสดงก่อนที่คุณชำระเงิน คำสั่งซื้อชำระด้วยยอดเงินคงเหลือ เงินในยอดเงินคงเหลือสามารถถอนไปยังบัตรธนาคารหรือที่อยู่บนเชน (on-chain) ได้หลังผ่านการตรวจสอบ

4. การจัดส่ง การคืนสินค้า และการคืนเงิน
ผู้ขายจะจัดส่งสินค้าไปยังที่อยู่ที่คุณเลือก คุณสามารถขอคืนเงินได้ขณะที่คำสั่งซื้ออยู่ในสถานะชำระเงินแล้ว จัดส่งแล้ว หรือได้รับสินค้าแล้ว เงินคืนที่ได้รับอนุมัติจะเข้าสู่ยอดเงินคงเหลือของคุณ

5. ความเป็นส่วนตัว
เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชีและการจัดส่งคำสั่งซื้อของคุณ ได้แก่ บัญชี ข้อมูลการติดต่อ ที่อยู่ และประวัติการสั่งซื้อ รหัสผ่านและรหัสชำระเงินจัดเก็บในรูปแบบแฮชทางเดียว เราไม่ขายข้อมูลของคุณโดยเด็ดขาด คุณสามารถขอให้ฝ่ายบริการลูกค้าลบบัญชีของคุณได้

6. การเปลี่ยนแปลง
เราอาจปรับปรุงข้อกำหนดนี้ ฉบับที่แสดงอยู่ที่นี่คือฉบับที่มีผลบังคับใช้`,
  },
};

export const SERVICE_CHANNELS = [
  { kind: 'email', label: 'Email', value: 'support@shop.example' },
  { kind: 'whatsapp', label: 'WhatsApp', value: '+1 555 0100' },
  { kind: 'telegram', label: 'Telegram', value: '@shop_support' },
  { kind: 'line', label: 'LINE', value: '@shopsupport' },
] as const;

export const SERVICE_HOURS = '09:00–21:00 (UTC+8)';
