// Every way freelancers and agents name a skill, job type, industry or topic, for the feed mapping,
// keyword search, duplicate grouping and suggestions (decision 042). Written as people write them.
// Skill names and WORDING_VARIANTS are stored in listings' mentions and duplicate keys: changing them
// needs a migration that writes those again (as 0016 and 0017 do).
import { CHARACTERISTICS } from "./characteristics";
import { INDUSTRIES } from "./industries";
import { JOB_TYPES } from "./job-types";
import { SKILLS } from "./skills";

/** One client, system, role or kind of work said several ways in titles: each list's words mean its first. */
export const WORDING_VARIANTS: string[][] = [
  ["損保", "損害保険会社", "損害保険", "損保会社"],
  ["生保", "生命保険会社", "生命保険"],
  ["通信", "通信キャリア", "通信事業者", "通信会社"],
  ["銀行", "メガバンク", "都市銀行"],
  ["証券", "証券会社"],
  ["メーカー", "製造業", "製造"],
  ["基盤", "プラットフォーム", "インフラ基盤"],
  ["アプリ", "アプリケーション"],
  ["保守運用", "運用保守", "運用・保守"],
  ["刷新", "リプレース", "リプレイス", "マイグレーション", "移行"],
  ["開発", "開発支援", "構築", "開発業務"],
  ["システム", "sys"],
  ["EC", "Eコマース", "通販", "ECサイト", "通販サイト"],
  ["Web", "ウェブ"],
  ["サイト", "site"],
  ["PM", "プロジェクトマネージャー", "プロジェクトマネジャー", "プロジェクトマネジメント"],
  ["PMO", "PMO支援"],
  ["SE", "システムエンジニア"],
  ["PG", "プログラマー", "プログラマ"],
  ["インフラ", "インフラエンジニア"],
  ["バックエンド", "サーバーサイド", "サーバサイド"],
  ["フロントエンド", "フロント"],
  ["企業", "会社", "事業者"],
  ["鉄道", "私鉄", "鉄道会社", "鉄道事業者"],
  ["地方銀行", "地銀"],
  ["電力", "電力会社", "電力事業者"],
  ["製薬", "製薬会社", "製薬メーカー"],
  ["ゲーム", "ゲーム会社", "ゲームメーカー"],
  ["旅行", "旅行会社", "旅行代理店"],
  ["官公庁", "中央省庁", "省庁"],
  ["ネットバンキング", "インターネットバンキング"],
  ["コンサル", "コンサルファーム", "コンサルティングファーム", "コンサルティング会社"],
  ["外資", "外資系"],
  ["配信", "ストリーミング配信", "ストリーミング"],
  ["医療機関", "クリニック", "医院"],
  ["デザイナー", "デザイン"],
  ["ディレクター", "ディレクション"],
  ["ヘルプデスク", "ITサポート", "ユーザーサポート", "サポートデスク"],
  // Systems agents name by their abbreviation.
  ["WMS", "倉庫管理システム"],
  ["TMS", "配送管理システム", "輸配送管理システム"],
  ["CRM", "顧客管理システム"],
  ["ERP", "基幹システム", "基幹系システム", "基幹系"],
  ["LMS", "学習管理システム"],
  ["SFA", "営業支援システム"],
  ["POS", "POSシステム", "レジシステム"],
  ["ATS", "採用管理システム"],
  ["EMR", "電子カルテ", "電子カルテシステム"],
  ["BI", "BIツール"],
  ["S/4HANA", "S/4", "S4HANA", "SAP S/4HANA"],
  ["DWH", "データウェアハウス"],
  ["勘定系", "勘定系システム"],
  ["人事", "HR"],
  ["MA", "マーケティングオートメーション"],
  ["自治体", "地方自治体", "市役所", "区役所"],
  ["農協", "JAグループ", "農業協同組合"],
  ["漁協", "漁業協同組合"],
  ["導入", "導入支援"],
  ["構想策定", "構想策定支援"],
];

/** Other names of a skill: abbreviations, old and new spellings, katakana readings. */
export const SKILL_WORDS: Record<string, string[]> = {
  Java: ["ジャバ", "java8", "java11", "java17", "java21", "jdk"],
  PHP: ["php7", "php8", "ピーエイチピー"],
  Python: ["パイソン", "python3", "py", "phyton", "pyhon"],
  Ruby: ["ルビー"],
  Go: ["golang", "go言語", "ゴラン", "ゴー言語", "ゴーラン", "go lang"],
  JavaScript: ["js", "ジャバスクリプト", "ecmascript", "es6", "vanilla js"],
  TypeScript: ["ts", "タイプスクリプト"],
  "C#": ["c sharp", "csharp", "シーシャープ"],
  "C++": ["cpp", "シープラスプラス"],
  C: ["c言語"],
  Swift: ["スウィフト"],
  Kotlin: ["コトリン"],
  "Objective-C": ["objc", "objective c", "obj-c", "オブジェクティブc"],
  Scala: ["スカラ"],
  Rust: ["ラスト言語"],
  Perl: ["パール"],
  VBA: ["excel vba", "エクセルvba", "マクロ"],
  COBOL: ["コボル", "cobol85"],
  R: ["r言語"],
  Dart: ["ダート"],
  Elixir: ["エリクサー"],
  Shell: ["シェル", "シェルスクリプト", "bash", "shell script"],
  RPG: ["rpgⅲ", "rpg/400", "ile rpg"],
  PowerShell: ["パワーシェル"],
  SQL: ["エスキューエル"],
  "PL/SQL": ["plsql"],
  HTML: ["html5"],
  CSS: ["css3"],
  Sass: ["scss"],
  Solidity: ["ソリディティ"],
  "Visual Basic": ["vb", "vb6", "ビジュアルベーシック"],
  "VB.NET": ["vbnet", "vb"],
  ABAP: ["アバップ"],
  Apex: ["エイペックス"],
  React: ["react.js", "reactjs", "react.ts", "リアクト", "react18", "react hooks"],
  "Vue.js": ["vue", "vuejs", "vue2", "vue3", "ヴュー"],
  Angular: ["angularjs", "angular.js", "アンギュラー"],
  "Next.js": ["nextjs", "ネクスト"],
  "Nuxt.js": ["nuxt", "nuxtjs", "ナクスト"],
  Svelte: ["sveltekit"],
  jQuery: ["ジェイクエリー", "jquery ui"],
  "Node.js": ["node", "nodejs", "ノード"],
  NestJS: ["nest.js", "nest"],
  Spring: ["spring framework", "spring mvc", "スプリング"],
  "Spring Boot": ["springboot", "スプリングブート"],
  Laravel: ["ララベル", "lavarel"],
  CakePHP: ["ケイクphp"],
  "Ruby on Rails": ["rails", "ror", "レイルズ", "ルビーオンレイルズ"],
  Django: ["ジャンゴ"],
  Flask: ["フラスク"],
  FastAPI: ["fast api"],
  ".NET": ["dotnet", ".net framework", ".net core", "ドットネット"],
  "ASP.NET": ["asp.net core", "asp.net mvc"],
  Unity: ["ユニティ"],
  "Unreal Engine": ["ue4", "ue5", "unreal", "アンリアルエンジン"],
  Flutter: ["フラッター"],
  "React Native": ["reactnative", "リアクトネイティブ", "rn"],
  SwiftUI: ["swift ui"],
  "Jetpack Compose": ["compose"],
  TensorFlow: ["tensorflow2", "keras", "テンソルフロー"],
  PyTorch: ["パイトーチ"],
  "scikit-learn": ["sklearn", "scikit learn"],
  Spark: ["apache spark", "pyspark"],
  Hadoop: ["hdfs"],
  GraphQL: ["apollo"],
  "Tailwind CSS": ["tailwind", "tailwindcss"],
  Electron: ["エレクトロン"],
  Remix: ["remix run"],
  MySQL: ["マイエスキューエル", "aurora mysql"],
  PostgreSQL: ["postgres", "ポスグレ", "postgre", "posgre"],
  Oracle: ["oracle database", "oracle db", "オラクル"],
  "SQL Server": ["sqlserver", "mssql", "microsoft sql server"],
  MongoDB: ["mongo", "モンゴ"],
  Redis: ["レディス"],
  DynamoDB: ["dynamo"],
  Elasticsearch: ["elastic search", "opensearch"],
  BigQuery: ["bq", "ビッグクエリ"],
  Snowflake: ["スノーフレーク"],
  "Amazon Redshift": ["redshift"],
  AWS: ["amazon web services", "ec2", "lambda", "s3", "ecs", "cloudformation", "アマゾンウェブサービス"],
  "Google Cloud": ["gcp", "google cloud platform", "グーグルクラウド"],
  "Microsoft Azure": ["azure", "アジュール"],
  "Oracle Cloud": ["oci"],
  Firebase: ["ファイアベース"],
  Docker: ["ドッカー", "docker compose"],
  Kubernetes: ["k8s", "eks", "gke", "aks", "クバネティス", "クーバネティス"],
  Terraform: ["テラフォーム"],
  Ansible: ["アンシブル"],
  Jenkins: ["ジェンキンス"],
  "GitHub Actions": ["github action", "gha"],
  Git: ["github", "gitlab"],
  Linux: ["rhel", "centos", "ubuntu", "red hat", "リナックス"],
  "Windows Server": ["windowsserver", "ウィンドウズサーバー"],
  Nginx: ["エンジンエックス"],
  Kafka: ["apache kafka"],
  Datadog: ["データドッグ"],
  Jira: ["ジラ"],
  Selenium: ["セレニウム"],
  Cisco: ["シスコ"],
  VMware: ["vsphere", "esxi"],
  "Active Directory": ["azure ad", "entra id"],
  Zabbix: ["ザビックス"],
  Figma: ["フィグマ"],
  Photoshop: ["フォトショップ", "フォトショ"],
  Illustrator: ["イラストレーター", "イラレ"],
  XD: ["adobe xd"],
  "After Effects": ["アフターエフェクト", "アフターエフェクツ"],
  "Premiere Pro": ["プレミアプロ", "premiere", "プレミア"],
  Blender: ["ブレンダー"],
  Maya: ["マヤ"],
  WordPress: ["ワードプレス", "wp"],
  Shopify: ["ショッピファイ"],
  SAP: ["s/4hana", "s4hana", "s/4", "sap erp", "sap r/3", "サップ", "エスエーピー"],
  Salesforce: ["sfdc", "セールスフォース", "sales cloud", "service cloud", "セールスフォース・ドットコム"],
  ServiceNow: ["サービスナウ"],
  kintone: ["キントーン"],
  "Dynamics 365": ["dynamics", "d365"],
  Tableau: ["タブロー"],
  "Power BI": ["powerbi", "パワーbi"],
  UiPath: ["ユーアイパス"],
  WinActor: ["ウィンアクター"],
};

/**
 * Skills that mean another is used too: a Laravel listing is PHP work, a Next.js one React work.
 * A search for the second finds listings tagged with the first (never the other way round).
 */
export const SKILL_IMPLIES: Record<string, string[]> = {
  Laravel: ["PHP"],
  CakePHP: ["PHP"],
  Symfony: ["PHP"],
  CodeIgniter: ["PHP"],
  FuelPHP: ["PHP"],
  "Ruby on Rails": ["Ruby"],
  Django: ["Python"],
  Flask: ["Python"],
  FastAPI: ["Python"],
  pandas: ["Python"],
  "scikit-learn": ["Python"],
  PyTorch: ["Python"],
  TensorFlow: ["Python"],
  Gin: ["Go"],
  Echo: ["Go"],
  Struts: ["Java"],
  MyBatis: ["Java"],
  Hibernate: ["Java"],
  "Spring Boot": ["Spring"],
  "Next.js": ["React", "JavaScript"],
  Redux: ["React", "JavaScript"],
  Remix: ["React", "JavaScript"],
  React: ["JavaScript"],
  "Nuxt.js": ["Vue.js", "JavaScript"],
  "Vue.js": ["JavaScript"],
  Angular: ["TypeScript", "JavaScript"],
  NestJS: ["TypeScript", "Node.js", "JavaScript"],
  Express: ["Node.js", "JavaScript"],
  "Node.js": ["JavaScript"],
  TypeScript: ["JavaScript"],
  jQuery: ["JavaScript"],
  Svelte: ["JavaScript"],
  SwiftUI: ["Swift"],
  Flutter: ["Dart"],
  "ASP.NET": [".NET"],
  "VB.NET": [".NET"],
  "Jetpack Compose": ["Kotlin"],
  ABAP: ["SAP"],
  Apex: ["Salesforce"],
  BigQuery: ["Google Cloud"],
  "Amazon Redshift": ["AWS"],
  DynamoDB: ["AWS"],
};

/**
 * Words that name a skill when typed alone into the search box but are ordinary words inside a
 * listing's text (R&D is not R, a node is not Node.js): the feed mapping does not read them.
 */
export const SEARCH_ONLY_WORDS = new Set(["r", "c", "rpg", "rn", "py", "bq", "wp", "nest", "compose", "mongo", "dynamo", "dynamics", "premiere", "プレミア", "マヤ", "apollo", "ネクスト", "ノード", "シェル", "マクロ", "ダート", "パール", "ジラ", "ヴュー"]);

/** Other names of a job type (its name in job-types.ts comes first), as people type them. */
export const JOB_WORDS: Record<string, string[]> = {
  "システムエンジニア(SE)": ["se", "システムエンジニア", "システムエンジニア(se)"],
  "プログラマー(PG)": ["pg", "プログラマー", "プログラマ"],
  フロントエンドエンジニア: ["フロントエンド", "フロント", "フロントエンジニア", "front-end", "frontend", "フロントエンド開発"],
  バックエンドエンジニア: ["バックエンド", "backend", "back-end", "バックエンド開発"],
  サーバーサイドエンジニア: ["サーバーサイド", "サーバサイド", "server side", "serverside"],
  アプリエンジニア: ["アプリ開発", "スマホアプリ", "モバイルアプリ", "モバイルエンジニア", "ネイティブアプリ", "スマートフォンアプリ"],
  インフラエンジニア: ["インフラ", "基盤エンジニア"],
  サーバーエンジニア: ["サーバー構築", "サーバ構築", "サーバエンジニア"],
  ネットワークエンジニア: ["nwエンジニア", "ネットワーク構築"],
  データベースエンジニア: ["dba", "dbエンジニア", "データベース"],
  クラウドエンジニア: ["クラウド構築", "クラウド移行"],
  SRE: ["site reliability engineering", "サイトリライアビリティ"],
  セキュリティエンジニア: ["セキュリティ", "情報セキュリティ", "サイバーセキュリティ"],
  データサイエンティスト: ["データサイエンス", "ds"],
  データエンジニア: ["データ基盤", "データエンジニアリング"],
  機械学習エンジニア: ["mlエンジニア", "ml engineer"],
  "組み込み・制御エンジニア": ["組み込み", "組込み", "組込", "制御", "組み込みエンジニア", "制御エンジニア", "ファームウェア"],
  テストエンジニア: ["テスト設計", "第三者検証", "検証エンジニア"],
  QAエンジニア: ["品質保証", "品質管理"],
  社内SE: ["社内システムエンジニア", "情シス", "情報システム"],
  PM: ["プロジェクトマネージャー", "プロジェクトマネジャー", "プロマネ", "project manager"],
  PMO: ["pmo支援", "プロジェクトマネジメントオフィス"],
  PL: ["プロジェクトリーダー", "リーダー", "テックリード", "tl"],
  ITコンサルタント: ["itコンサル", "dxコンサル", "業務コンサル"],
  SAPコンサルタント: ["sapコンサル", "sap導入", "sap導入支援"],
  Webディレクター: ["ディレクター", "webディレクション", "ディレクション"],
  Webデザイナー: ["webデザイン", "ウェブデザイナー"],
  "UI/UXデザイナー": ["uiデザイナー", "uxデザイナー", "ui/ux", "uiux", "ui", "ux", "uiデザイン", "uxデザイン"],
  ゲームエンジニア: ["ゲーム開発", "ゲームプログラマー", "ゲーム"],
  ゲームプランナー: ["プランナー", "ゲーム企画"],
  マーケター: ["マーケティング", "webマーケティング", "webマーケター", "広告運用", "デジタルマーケティング"],
  ヘルプデスク: ["helpdesk", "ユーザーサポート", "itサポート", "サポートデスク"],
  テクニカルサポート: ["テクサポ", "技術サポート", "カスタマーサポート"],
  ブロックチェーンエンジニア: ["ブロックチェーン", "blockchain", "web3", "nft"],
  // PM is said of both kinds of manager.
  プロダクトマネージャー: ["pdm", "プロダクトマネジャー", "product manager", "プロダクトオーナー", "po", "pm"],
  スクラムマスター: ["scrum master", "スクラム"],
};

/** Other names of an industry, as people type them. */
export const INDUSTRY_WORDS: Record<string, string[]> = {
  金融: ["金融機関", "ファイナンス"],
  保険: ["生命保険", "損害保険", "生保", "損保"],
  証券: ["証券会社", "トレーディング"],
  銀行: ["メガバンク", "地方銀行", "地銀", "ネットバンキング"],
  通信: ["通信キャリア", "テレコム", "5g"],
  製造: ["製造業", "メーカー", "工場"],
  自動車: ["自動車メーカー", "車載", "モビリティ"],
  "流通・小売": ["小売", "流通", "リテール", "百貨店", "コンビニ"],
  EC: ["ecサイト", "通販", "ネットショップ", "eコマース"],
  広告: ["アドテク", "広告配信"],
  メディア: ["webメディア", "出版", "ニュース"],
  ゲーム: ["ゲーム会社", "ソーシャルゲーム", "スマホゲーム"],
  エンタメ: ["エンターテインメント", "動画配信", "音楽配信"],
  "医療・ヘルスケア": ["医療", "ヘルスケア", "病院", "電子カルテ", "製薬"],
  教育: ["edtech", "eラーニング", "学習塾"],
  人材: ["hrtech", "人材紹介", "採用管理"],
  不動産: ["proptech", "不動産テック"],
  物流: ["ロジスティクス", "倉庫管理", "wms", "配送"],
  "官公庁・自治体": ["官公庁", "自治体", "公共", "行政"],
  エネルギー: ["電力", "ガス会社"],
  "旅行・観光": ["旅行", "観光", "ホテル"],
  飲食: ["外食", "レストラン"],
  SaaS: ["saas企業", "サース"],
  コンサルティング: ["コンサルファーム", "コンサルティングファーム"],
  建設: ["ゼネコン", "建築"],
  "航空・宇宙": ["航空", "宇宙"],
  農業: ["アグリテック"],
  Fintech: ["フィンテック", "決済", "キャッシュレス"],
};

/** Characteristics typed as words (the names in characteristics.ts count too). */
export const CHARACTERISTIC_WORDS: Record<string, string[]> = {
  面談1回: ["面談一回", "面談1回のみ"],
  週3日以下OK: ["週3以下"],
  長期案件: ["長期"],
  即日参画可: ["即日", "即日参画", "即日稼働"],
  高単価: ["高単価案件", "高収入"],
  上流工程: ["上流"],
  自社サービス: ["自社開発", "自社プロダクト"],
  エンド直: ["エンド直案件", "直請け"],
  未経験OK: ["未経験", "未経験可", "未経験歓迎", "実務未経験", "実務未経験可", "未経験者歓迎"],
  副業OK: ["副業", "副業可"],
  フレックス: ["フレックスタイム"],
  時短OK: ["時短"],
  英語を活かせる: ["英語", "ビジネス英語"],
  アジャイル開発: ["アジャイル"],
};

/**
 * Topics: what a person means by one word. `words` are how it is typed; `skills`, `jobs` and `industries`
 * name data-file entries; `phrases` are words in a listing's text that mean it.
 */
export type Topic = {
  name: string;
  /** A wider topic whose listings a search for this one finds too, after its own (LLM → AI). */
  broader?: string;
  words: string[];
  skills?: string[];
  jobs?: string[];
  industries?: string[];
  phrases?: string[];
};

export const TOPICS: Topic[] = [
  // Families of job types a person names with one word.
  { name: "インフラ", words: ["インフラ", "インフラエンジニア", "インフラ構築", "基盤構築", "サーバーエンジニア", "サーバエンジニア"], jobs: ["インフラエンジニア", "サーバーエンジニア", "ネットワークエンジニア", "クラウドエンジニア", "SRE"], phrases: ["インフラ構築", "基盤構築", "サーバー構築", "ネットワーク構築"] },
  { name: "バックエンド", words: ["バックエンド", "サーバーサイド", "サーバサイド", "バックエンドエンジニア", "サーバーサイドエンジニア", "api開発"], jobs: ["バックエンドエンジニア", "サーバーサイドエンジニア"], phrases: ["api開発", "バックエンド開発", "サーバーサイド開発"] },
  { name: "データサイエンス", words: ["データサイエンティスト", "機械学習エンジニア", "aiエンジニア", "mlエンジニア"], jobs: ["データサイエンティスト", "機械学習エンジニア"] },
  { name: "開発エンジニア", words: ["プログラマー", "プログラマ", "se/pg", "開発エンジニア"], jobs: ["システムエンジニア(SE)", "プログラマー(PG)"] },
  { name: "テスター", words: ["テスター", "テストエンジニア", "qa", "qaエンジニア"], jobs: ["テストエンジニア", "QAエンジニア"] },
  { name: "サポート", words: ["ヘルプデスク", "テクニカルサポート", "サポートデスク", "itサポート", "テクサポ"], jobs: ["ヘルプデスク", "テクニカルサポート"] },
  { name: "コンサル", words: ["コンサル", "コンサルタント", "itコンサル"], jobs: ["ITコンサルタント", "SAPコンサルタント"] },
  { name: "デザイナー", words: ["デザイナー"], jobs: ["Webデザイナー", "UI/UXデザイナー"] },
  { name: "プロジェクトマネジメント", words: ["pm", "プロジェクトマネージャー", "プロジェクトマネジャー", "プロマネ", "プロジェクトマネジメント", "project manager"], jobs: ["PM", "PL"] },
  // Industries a person names with one word.
  { name: "金融", words: ["金融", "金融系", "金融機関", "ファイナンス"], industries: ["金融", "銀行", "証券", "保険", "Fintech"], phrases: ["勘定系", "金融機関"] },
  { name: "製造業", words: ["製造業", "製造", "メーカー"], industries: ["製造", "自動車"] },
  {
    name: "AI",
    words: ["ai", "人工知能", "aiエンジニア", "ai開発"],
    skills: ["TensorFlow", "PyTorch", "scikit-learn"],
    jobs: ["機械学習エンジニア", "データサイエンティスト"],
    phrases: ["機械学習", "生成ai", "llm", "深層学習", "ディープラーニング", "chatgpt", "自然言語処理", "画像認識", "データサイエンス", "rag", "大規模言語モデル", "aiモデル", "openai", "画像解析", "需要予測モデル"],
  },
  { name: "生成AI", broader: "AI", words: ["生成ai", "ジェネレーティブai", "generative ai", "genai"], phrases: ["llm", "chatgpt", "rag", "大規模言語モデル", "openai", "gpt", "azure openai", "プロンプトエンジニアリング", "生成系ai"] },
  { name: "LLM", broader: "AI", words: ["llm", "大規模言語モデル"], phrases: ["chatgpt", "rag", "gpt", "openai", "azure openai", "生成ai"] },
  { name: "ChatGPT", broader: "AI", words: ["chatgpt", "チャットgpt", "gpt"], phrases: ["openai", "azure openai"] },
  {
    name: "機械学習",
    broader: "AI",
    words: ["機械学習", "ml", "machine learning", "マシンラーニング"],
    skills: ["TensorFlow", "PyTorch", "scikit-learn"],
    jobs: ["機械学習エンジニア"],
    phrases: ["深層学習", "ディープラーニング", "予測モデル", "mlops", "レコメンドエンジン"],
  },
  { name: "ディープラーニング", broader: "AI", words: ["ディープラーニング", "深層学習", "deep learning"], skills: ["TensorFlow", "PyTorch"] },
  { name: "自然言語処理", broader: "AI", words: ["自然言語処理", "nlp"], phrases: ["llm", "テキストマイニング"] },
  { name: "画像認識", broader: "AI", words: ["画像認識", "画像解析", "画像処理", "コンピュータビジョン", "opencv"] },
  {
    name: "データ分析",
    broader: "データ",
    words: ["データ分析", "データアナリスト", "分析", "アナリティクス"],
    skills: ["Tableau", "Power BI", "pandas", "R"],
    jobs: ["データサイエンティスト"],
    phrases: ["データ分析", "統計解析", "ダッシュボード", "kpi分析"],
  },
  {
    name: "データ基盤",
    broader: "データ",
    words: ["データ基盤", "dwh", "データウェアハウス", "etl", "データパイプライン", "データレイク"],
    skills: ["BigQuery", "Snowflake", "Amazon Redshift", "Spark", "Hadoop"],
    jobs: ["データエンジニア"],
    phrases: ["dbt", "airflow", "データ連携基盤"],
  },
  { name: "BI", broader: "データ", words: ["bi", "biツール", "ビジネスインテリジェンス"], skills: ["Tableau", "Power BI"], phrases: ["looker", "ダッシュボード"] },
  {
    name: "iOS",
    words: ["ios", "iosアプリ", "iphoneアプリ", "iphone", "ipad", "iosエンジニア"],
    skills: ["Swift", "SwiftUI", "Objective-C"],
    phrases: ["iosアプリ", "xcode"],
  },
  {
    name: "Android",
    words: ["android", "アンドロイド", "androidアプリ", "androidエンジニア"],
    skills: ["Jetpack Compose"],
    phrases: ["androidアプリ", "android studio"],
  },
  {
    name: "スマホアプリ",
    words: ["スマホアプリ", "スマートフォンアプリ", "モバイルアプリ", "ネイティブアプリ", "アプリ開発", "アプリ"],
    skills: ["Swift", "SwiftUI", "Objective-C", "Kotlin", "Flutter", "React Native", "Jetpack Compose"],
    jobs: ["アプリエンジニア"],
    phrases: ["ios", "android", "スマホアプリ", "モバイルアプリ"],
  },
  {
    name: "クラウド",
    words: ["クラウド", "cloud", "パブリッククラウド", "クラウド移行"],
    skills: ["AWS", "Google Cloud", "Microsoft Azure", "Oracle Cloud", "Alibaba Cloud", "IBM Cloud"],
    jobs: ["クラウドエンジニア"],
  },
  {
    name: "データ",
    words: ["データ", "データ活用", "データ系"],
    skills: ["BigQuery", "Snowflake", "Amazon Redshift", "Spark", "Hadoop", "Tableau", "Power BI"],
    jobs: ["データエンジニア", "データサイエンティスト"],
  },
  { name: "IaC", words: ["iac", "infrastructure as code"], skills: ["Terraform", "Ansible", "Chef"], phrases: ["cloudformation", "cdk"] },
  { name: "コンテナ", words: ["コンテナ", "container"], skills: ["Docker", "Kubernetes", "OpenShift"], phrases: ["ecs", "fargate"] },
  { name: "CI/CD", words: ["ci/cd", "cicd", "devops"], skills: ["Jenkins", "GitHub Actions", "CircleCI"] },
  {
    name: "Web開発",
    words: ["web開発", "webアプリ", "webアプリケーション", "webシステム", "web系"],
    jobs: ["フロントエンドエンジニア", "バックエンドエンジニア", "サーバーサイドエンジニア"],
    phrases: ["webアプリ", "webサービス", "webシステム"],
  },
  {
    name: "セキュリティ",
    words: ["セキュリティ", "security", "サイバーセキュリティ", "情報セキュリティ"],
    jobs: ["セキュリティエンジニア"],
    phrases: ["脆弱性診断", "soc", "csirt", "ゼロトラスト", "ペネトレーションテスト", "edr", "waf", "siem"],
  },
  { name: "脆弱性診断", words: ["脆弱性診断", "脆弱性検査", "ペネトレーションテスト", "ペンテスト"] },
  {
    name: "ERP",
    words: ["erp", "会計システム"],
    skills: ["SAP", "Oracle EBS", "Dynamics 365", "ABAP"],
    jobs: ["SAPコンサルタント"],
    phrases: ["s/4hana", "会計システム", "erp"],
  },
  { name: "CRM", words: ["crm", "sfa", "顧客管理"], skills: ["Salesforce", "Dynamics 365", "kintone"], phrases: ["顧客管理", "sfa", "ma"] },
  { name: "RPA", words: ["rpa"], skills: ["UiPath", "WinActor"], phrases: ["blue prism", "automation anywhere", "power automate"] },
  { name: "ノーコード", words: ["ノーコード", "ローコード", "nocode", "low code"], skills: ["kintone"], phrases: ["power apps", "bubble"] },
  { name: "ブロックチェーン", words: ["ブロックチェーン", "blockchain", "web3", "nft", "スマートコントラクト"], skills: ["Solidity"], jobs: ["ブロックチェーンエンジニア"], phrases: ["ethereum", "イーサリアム"] },
  {
    name: "ゲーム開発",
    words: ["ゲーム開発", "ゲーム", "ソーシャルゲーム", "スマホゲーム", "コンシューマー", "game"],
    skills: ["Unity", "Unreal Engine"],
    jobs: ["ゲームエンジニア", "ゲームプランナー"],
    phrases: ["ゲーム"],
  },
  { name: "3DCG", words: ["3dcg", "3d", "cg", "3dモデリング", "モデリング"], skills: ["Blender", "Maya", "3ds Max"], phrases: ["3dcg", "3dモデル", "モデリング"] },
  { name: "動画編集", words: ["動画編集", "映像編集", "動画制作", "映像制作", "動画"], skills: ["Premiere Pro", "After Effects"], phrases: ["動画編集", "映像制作", "動画制作"] },
  {
    name: "デザイン",
    words: ["デザイン", "design", "webデザイン", "グラフィックデザイン", "バナー制作"],
    skills: ["Figma", "Photoshop", "Illustrator", "XD", "Sketch"],
    jobs: ["Webデザイナー", "UI/UXデザイナー"],
  },
  { name: "組み込み", words: ["組み込み", "組込み", "組込", "embedded", "制御系", "ファームウェア", "マイコン", "rtos"], jobs: ["組み込み・制御エンジニア"], phrases: ["組み込み", "組込み", "ファームウェア", "マイコン", "rtos", "車載"] },
  {
    name: "汎用機",
    words: ["汎用機", "メインフレーム", "ホスト", "mainframe", "レガシー"],
    skills: ["COBOL", "RPG", "Assembly"],
    phrases: ["汎用機", "メインフレーム", "ホスト系", "jcl"],
  },
  {
    name: "テスト",
    words: ["テスト", "テスト自動化", "自動テスト", "e2eテスト", "qa", "品質保証", "第三者検証"],
    skills: ["Selenium", "Playwright"],
    jobs: ["テストエンジニア", "QAエンジニア"],
    phrases: ["テスト自動化", "自動テスト", "第三者検証", "テスト設計", "cypress", "appium"],
  },
  {
    name: "運用保守",
    words: ["運用保守", "保守運用", "運用", "保守", "監視", "運用監視"],
    skills: ["Zabbix", "Datadog", "Prometheus", "Grafana"],
    jobs: ["ヘルプデスク", "テクニカルサポート"],
    phrases: ["運用保守", "保守運用", "監視業務", "障害対応", "運用監視"],
  },
  { name: "要件定義", words: ["要件定義", "上流", "上流工程", "基本設計"], phrases: ["要件定義", "基本設計", "上流工程"] },
  { name: "新規開発", words: ["新規開発", "新規", "スクラッチ開発", "立ち上げ"], phrases: ["新規開発", "新規サービス", "スクラッチ", "立ち上げ"] },
  { name: "リプレイス", words: ["リプレイス", "マイグレーション", "移行", "刷新", "モダナイゼーション"], phrases: ["リプレイス", "マイグレーション", "移行", "刷新", "モダナイゼーション"] },
  { name: "マーケティング", words: ["マーケティング", "広告運用", "seo", "web広告", "sns運用", "デジタルマーケティング"], jobs: ["マーケター"], phrases: ["広告運用", "seo", "リスティング広告", "ma", "sns運用", "google analytics", "googleアナリティクス"] },
];

export type VocabularyTerm =
  | { kind: "skill" | "job" | "industry" | "characteristic"; id: number; name: string }
  | { kind: "topic"; topic: Topic; name: string };

/** ASCII words are matched as whole words, others anywhere. */
export const isAscii = (text: string) => /^\p{ASCII}+$/u.test(text);

export function vocabularyWord(word: string): string {
  return word.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Every way of writing a term, each with the terms it can mean (a topic and a skill may share a word). */
function buildTermsByWord(): Map<string, VocabularyTerm[]> {
  const byWord = new Map<string, VocabularyTerm[]>();
  const add = (word: string, term: VocabularyTerm) => {
    const key = vocabularyWord(word);
    const list = byWord.get(key) ?? [];
    if (!list.some((t) => t.kind === term.kind && t.name === term.name)) list.push(term);
    byWord.set(key, list);
  };
  for (const skill of SKILLS) {
    const term = { kind: "skill" as const, id: skill.id, name: skill.name };
    add(skill.name, term);
    for (const word of SKILL_WORDS[skill.name] ?? []) add(word, term);
  }
  const named = <T extends { id: number; name: string }>(kind: "job" | "industry" | "characteristic", items: T[], words: Record<string, string[]>) => {
    for (const item of items) {
      const term = { kind, id: item.id, name: item.name };
      add(item.name, term);
      for (const word of words[item.name] ?? []) add(word, term);
    }
  };
  named("job", JOB_TYPES, JOB_WORDS);
  named("industry", INDUSTRIES, INDUSTRY_WORDS);
  named("characteristic", CHARACTERISTICS, CHARACTERISTIC_WORDS);
  for (const topic of TOPICS) for (const word of [topic.name, ...topic.words]) add(word, { kind: "topic", topic, name: topic.name });
  return byWord;
}

export const TERMS_BY_WORD: ReadonlyMap<string, readonly VocabularyTerm[]> = buildTermsByWord();

export function termsForWord(word: string): readonly VocabularyTerm[] {
  return TERMS_BY_WORD.get(vocabularyWord(word)) ?? [];
}

/** Every word of the vocabulary (normalised): what typo tolerance and the suggestions compare against. */
export const VOCABULARY_WORDS: readonly string[] = [...TERMS_BY_WORD.keys()];
