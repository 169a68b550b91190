#include "codeobject/metadata.h"

#include <algorithm>
#include <array>

#include "codeobject/target_traits.h"
#include "support/error.h"

namespace gfxsim::codeobj {

namespace {

constexpr std::array<std::string_view, 31> kValueKinds = {
    "by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
    "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_none",
    "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_default_queue", "hidden_completion_action",
    "hidden_multigrid_sync_arg", "hidden_heap_v1", "hidden_block_count_x", "hidden_block_count_y",
    "hidden_block_count_z", "hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z",
    "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z", "hidden_grid_dims",
    "hidden_dynamic_lds_size", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr"};
constexpr std::array<std::string_view, 7> kAddressSpaces = {"", "private", "global", "constant", "local", "generic", "region"};
constexpr std::array<std::string_view, 4> kAccess = {"", "read_only", "write_only", "read_write"};
constexpr std::array<std::string_view, 6> kLanguages = {"OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler"};

template <size_t N>
bool inSet(const std::array<std::string_view, N>& set, std::string_view s, size_t from = 0) {
  for (size_t i = from; i < N; ++i)
    if (set[i] == s) return true;
  return false;
}

// ---------------------------------------------------------------------------------------
// Verifier (LLVM 19's HSAMD::V3::MetadataVerifier)
// ---------------------------------------------------------------------------------------
struct Verifier {
  bool strict;
  std::string err;

  bool fail(const std::string& m) {
    if (err.empty()) err = m;
    return false;
  }
  bool scalar(MpNode& n, MpKind k, const std::string& where) {
    if (!n.isScalar()) return fail(where + ": expected " + std::string(kindName(k)) + ", found " + std::string(kindName(n.kind)));
    if (n.kind != k) {
      if (strict || n.kind != MpKind::String)
        return fail(where + ": expected " + std::string(kindName(k)) + ", found " + std::string(kindName(n.kind)));
      MpNode c = scalarFromString(n.s, "");
      if (c.kind != k) return fail(where + ": expected " + std::string(kindName(k)) + ", found string '" + n.s + "'");
      n = c;
    }
    return true;
  }
  bool integer(MpNode& n, const std::string& where) {
    if (!n.isScalar()) return fail(where + ": expected integer, found " + std::string(kindName(n.kind)));
    if (n.kind == MpKind::UInt || n.kind == MpKind::Int) return true;
    if (strict || n.kind != MpKind::String) return fail(where + ": expected integer, found " + std::string(kindName(n.kind)));
    MpNode c = scalarFromString(n.s, "");
    if (c.kind != MpKind::UInt && c.kind != MpKind::Int)
      return fail(where + ": expected integer, found string '" + n.s + "'");
    n = c;
    return true;
  }
  template <typename F>
  bool array(MpNode& n, const std::string& where, F each, std::optional<size_t> size = {}) {
    if (!n.isArray()) return fail(where + ": expected array, found " + std::string(kindName(n.kind)));
    if (size && n.array.size() != *size)
      return fail(where + ": expected " + std::to_string(*size) + " elements, found " + std::to_string(n.array.size()));
    for (size_t i = 0; i < n.array.size(); ++i)
      if (!each(n.array[i], where + "[" + std::to_string(i) + "]")) return false;
    return true;
  }
  MpNode* entry(MpNode& map, std::string_view key) {
    for (auto& [k, v] : map.map)
      if (k.kind == MpKind::String && k.s == key) return &v;
    return nullptr;
  }
  bool required(MpNode& map, std::string_view key, const std::string& where) {
    if (!entry(map, key)) return fail(where + ": missing required key " + std::string(key));
    return true;
  }
  bool optString(MpNode& map, std::string_view key, const std::string& where, bool req = false,
                 bool (*check)(std::string_view) = nullptr) {
    MpNode* e = entry(map, key);
    if (!e) return req ? fail(where + ": missing required key " + std::string(key)) : true;
    std::string w = where + ": " + std::string(key);
    if (!scalar(*e, MpKind::String, w)) return false;
    if (check && !check(e->s)) return fail(w + ": invalid value '" + e->s + "'");
    return true;
  }
  bool optInt(MpNode& map, std::string_view key, const std::string& where, bool req = false) {
    MpNode* e = entry(map, key);
    if (!e) return req ? fail(where + ": missing required key " + std::string(key)) : true;
    return integer(*e, where + ": " + std::string(key));
  }
  bool optBool(MpNode& map, std::string_view key, const std::string& where) {
    MpNode* e = entry(map, key);
    return !e || scalar(*e, MpKind::Boolean, where + ": " + std::string(key));
  }
  bool optIntArray(MpNode& map, std::string_view key, const std::string& where, size_t n) {
    MpNode* e = entry(map, key);
    if (!e) return true;
    return array(*e, where + ": " + std::string(key), [&](MpNode& x, const std::string& w) { return integer(x, w); }, n);
  }

  bool arg(MpNode& a, const std::string& where) {
    if (!a.isMap()) return fail(where + ": expected map, found " + std::string(kindName(a.kind)));
    return optString(a, ".name", where) && optString(a, ".type_name", where) && optInt(a, ".size", where, true) &&
           optInt(a, ".offset", where, true) &&
           optString(a, ".value_kind", where, true, [](std::string_view s) { return inSet(kValueKinds, s); }) &&
           optInt(a, ".pointee_align", where) &&
           optString(a, ".address_space", where, false, [](std::string_view s) { return inSet(kAddressSpaces, s, 1); }) &&
           optString(a, ".access", where, false, [](std::string_view s) { return inSet(kAccess, s, 1); }) &&
           optString(a, ".actual_access", where, false, [](std::string_view s) { return inSet(kAccess, s, 1); }) &&
           optBool(a, ".is_const", where) && optBool(a, ".is_restrict", where) && optBool(a, ".is_volatile", where) &&
           optBool(a, ".is_pipe", where);
  }

  bool kernel(MpNode& k, const std::string& where0) {
    if (!k.isMap()) return fail(where0 + ": expected map, found " + std::string(kindName(k.kind)));
    std::string where = where0;
    if (const MpNode* n = entry(k, ".name"); n && n->isString()) where = "kernel '" + n->s + "'";
    if (!optString(k, ".name", where, true) || !optString(k, ".symbol", where, true)) return false;
    if (!optString(k, ".language", where, false, [](std::string_view s) { return inSet(kLanguages, s); })) return false;
    if (!optIntArray(k, ".language_version", where, 2)) return false;
    if (MpNode* args = entry(k, ".args"))
      if (!array(*args, where + ": .args", [&](MpNode& a, const std::string& w) { return arg(a, w); })) return false;
    return optIntArray(k, ".reqd_workgroup_size", where, 3) && optIntArray(k, ".workgroup_size_hint", where, 3) &&
           optString(k, ".vec_type_hint", where) && optString(k, ".device_enqueue_symbol", where) &&
           optInt(k, ".kernarg_segment_size", where, true) && optInt(k, ".group_segment_fixed_size", where, true) &&
           optInt(k, ".private_segment_fixed_size", where, true) && optBool(k, ".uses_dynamic_stack", where) &&
           optInt(k, ".workgroup_processor_mode", where) && optInt(k, ".kernarg_segment_align", where, true) &&
           optInt(k, ".wavefront_size", where, true) && optInt(k, ".sgpr_count", where, true) &&
           optInt(k, ".vgpr_count", where, true) && optInt(k, ".max_flat_workgroup_size", where, true) &&
           optInt(k, ".sgpr_spill_count", where) && optInt(k, ".vgpr_spill_count", where) &&
           optInt(k, ".uniform_work_group_size", where);
  }

  bool root(MpNode& r) {
    if (!r.isMap()) return fail("metadata root is a " + std::string(kindName(r.kind)) + ", expected a map");
    MpNode* v = entry(r, "amdhsa.version");
    if (!v) return fail("missing required key amdhsa.version");
    if (!array(*v, "amdhsa.version", [&](MpNode& x, const std::string& w) { return integer(x, w); }, 2)) return false;
    if (MpNode* p = entry(r, "amdhsa.printf"))
      if (!array(*p, "amdhsa.printf", [&](MpNode& x, const std::string& w) { return scalar(x, MpKind::String, w); }))
        return false;
    MpNode* ks = entry(r, "amdhsa.kernels");
    if (!ks) return fail("missing required key amdhsa.kernels");
    return array(*ks, "amdhsa.kernels", [&](MpNode& x, const std::string& w) { return kernel(x, w); });
  }
};

// ---------------------------------------------------------------------------------------
// Typed view helpers
// ---------------------------------------------------------------------------------------
struct Reader {
  std::string what;
  std::string where;

  // `field` may be empty when the entry `where` names is itself wrong (not a map).
  [[noreturn]] void fail(const std::string& field, const std::string& msg) const {
    std::string place = where;
    if (!field.empty()) place += (place.empty() ? "" : ": ") + field;
    throw Error(what + ": metadata: " + place + (place.empty() ? "" : ": ") + msg);
  }
  const MpNode* get(const MpNode& m, std::string_view key, bool req) const {
    const MpNode* n = m.find(key);
    if (!n && req) fail(std::string(key), "missing required field");
    return n;
  }
  uint64_t u64(const MpNode& m, std::string_view key, bool req, uint64_t def = 0) const {
    const MpNode* n = get(m, key, req);
    if (!n) return def;
    if (n->kind == MpKind::UInt) return n->u;
    if (n->kind == MpKind::Int && n->i >= 0) return static_cast<uint64_t>(n->i);
    if (n->kind == MpKind::Int) fail(std::string(key), "negative value " + std::to_string(n->i));
    fail(std::string(key), "expected an integer, found " + std::string(kindName(n->kind)));
  }
  std::optional<uint64_t> optU64(const MpNode& m, std::string_view key) const {
    if (!m.find(key)) return std::nullopt;
    return u64(m, key, true);
  }
  std::string str(const MpNode& m, std::string_view key, bool req) const {
    const MpNode* n = get(m, key, req);
    if (!n) return {};
    if (n->kind != MpKind::String) fail(std::string(key), "expected a string, found " + std::string(kindName(n->kind)));
    return n->s;
  }
  bool boolean(const MpNode& m, std::string_view key) const {
    const MpNode* n = get(m, key, false);
    if (!n) return false;
    if (n->kind != MpKind::Boolean) fail(std::string(key), "expected a boolean, found " + std::string(kindName(n->kind)));
    return n->b;
  }
  std::vector<uint64_t> ints(const MpNode& m, std::string_view key, size_t expect) const {
    const MpNode* n = get(m, key, false);
    if (!n) return {};
    if (!n->isArray()) fail(std::string(key), "expected an array, found " + std::string(kindName(n->kind)));
    if (expect && n->array.size() != expect)
      fail(std::string(key), "expected " + std::to_string(expect) + " elements, found " + std::to_string(n->array.size()));
    std::vector<uint64_t> out;
    for (const auto& e : n->array) {
      if (e.kind == MpKind::UInt) out.push_back(e.u);
      else if (e.kind == MpKind::Int && e.i >= 0) out.push_back(static_cast<uint64_t>(e.i));
      else fail(std::string(key), "expected non-negative integers");
    }
    return out;
  }
};

AddressSpace parseAddressSpace(std::string_view s) {
  for (size_t i = 1; i < kAddressSpaces.size(); ++i)
    if (kAddressSpaces[i] == s) return static_cast<AddressSpace>(i);
  return AddressSpace::None;
}
Access parseAccess(std::string_view s) {
  for (size_t i = 1; i < kAccess.size(); ++i)
    if (kAccess[i] == s) return static_cast<Access>(i);
  return Access::None;
}

}  // namespace

std::string_view valueKindName(ValueKind k) { return kValueKinds[static_cast<size_t>(k)]; }
std::optional<ValueKind> parseValueKind(std::string_view s) {
  for (size_t i = 0; i < kValueKinds.size(); ++i)
    if (kValueKinds[i] == s) return static_cast<ValueKind>(i);
  return std::nullopt;
}
bool isHidden(ValueKind k) { return valueKindName(k).substr(0, 7) == "hidden_"; }
std::string_view addressSpaceName(AddressSpace a) { return kAddressSpaces[static_cast<size_t>(a)]; }
std::string_view accessName(Access a) { return kAccess[static_cast<size_t>(a)]; }

std::string verifyMetadata(MpNode& root, bool strict) {
  Verifier v{strict, {}};
  v.root(root);
  return v.err;
}

std::vector<uint8_t> yamlToMsgpack(std::string_view yaml, const std::string& file, unsigned firstLine) {
  MpNode doc = parseYaml(yaml, file, firstLine);
  std::string err = verifyMetadata(doc, /*strict=*/false);
  if (!err.empty())
    throw Error(SourceLoc{file, firstLine, 0}, "invalid HSA metadata: " + err);
  return encodeMsgpack(doc);
}

std::string msgpackToYaml(std::span<const uint8_t> msgpack) { return emitYaml(decodeMsgpack(msgpack, "metadata")); }

std::string readelfNoteText(std::span<const uint8_t> msgpack) {
  MpNode doc = decodeMsgpack(msgpack, "metadata");
  std::string s = "    AMDGPU Metadata:\n        ";
  MpNode copy = doc;
  if (!verifyMetadata(copy, /*strict=*/true).empty()) s += "Invalid AMDGPU Metadata\n";
  return s + emitYaml(doc);
}

const KernelArg* KernelMetadata::hiddenArg(ValueKind k) const {
  for (const auto& a : args)
    if (a.valueKind == k) return &a;
  return nullptr;
}

const KernelMetadata* CodeObjectMetadata::findKernel(std::string_view name) const {
  for (const auto& k : kernels)
    if (k.name == name) return &k;
  return nullptr;
}

CodeObjectMetadata parseMetadata(const MpNode& root, const std::string& what) {
  Reader r{what, {}};
  if (!root.isMap()) throw Error(what + ": metadata: the note is a " + std::string(kindName(root.kind)) + ", expected a map");
  CodeObjectMetadata md;
  md.document = root;
  auto ver = r.ints(root, "amdhsa.version", 2);
  if (ver.empty()) r.fail("amdhsa.version", "missing required field");
  md.versionMajor = ver[0];
  md.versionMinor = ver[1];
  md.target = r.str(root, "amdhsa.target", false);
  if (const MpNode* p = root.find("amdhsa.printf")) {
    if (!p->isArray()) r.fail("amdhsa.printf", "expected an array");
    for (const auto& e : p->array) {
      if (!e.isString()) r.fail("amdhsa.printf", "expected strings");
      md.printf.push_back(e.s);
    }
  }
  const MpNode* ks = root.find("amdhsa.kernels");
  if (!ks) r.fail("amdhsa.kernels", "missing required field");
  if (!ks->isArray()) r.fail("amdhsa.kernels", "expected an array, found " + std::string(kindName(ks->kind)));
  for (size_t i = 0; i < ks->array.size(); ++i) {
    const MpNode& k = ks->array[i];
    Reader kr{what, "kernel #" + std::to_string(i)};
    if (!k.isMap()) kr.fail("", "expected a map, found " + std::string(kindName(k.kind)));
    KernelMetadata km;
    km.name = kr.str(k, ".name", true);
    kr.where = "kernel '" + km.name + "'";
    km.symbol = kr.str(k, ".symbol", true);
    km.language = kr.str(k, ".language", false);
    km.languageVersion = kr.ints(k, ".language_version", 2);
    km.kernargSegmentSize = kr.u64(k, ".kernarg_segment_size", true);
    km.kernargSegmentAlign = kr.u64(k, ".kernarg_segment_align", true);
    km.groupSegmentFixedSize = kr.u64(k, ".group_segment_fixed_size", true);
    km.privateSegmentFixedSize = kr.u64(k, ".private_segment_fixed_size", true);
    km.wavefrontSize = kr.u64(k, ".wavefront_size", true);
    km.sgprCount = kr.u64(k, ".sgpr_count", true);
    km.vgprCount = kr.u64(k, ".vgpr_count", true);
    km.agprCount = kr.optU64(k, ".agpr_count");
    km.sgprSpillCount = kr.u64(k, ".sgpr_spill_count", false);
    km.vgprSpillCount = kr.u64(k, ".vgpr_spill_count", false);
    km.maxFlatWorkgroupSize = kr.u64(k, ".max_flat_workgroup_size", true);
    km.usesDynamicStack = kr.boolean(k, ".uses_dynamic_stack");
    km.workgroupProcessorMode = kr.optU64(k, ".workgroup_processor_mode");
    km.uniformWorkGroupSize = kr.optU64(k, ".uniform_work_group_size");
    km.reqdWorkgroupSize = kr.ints(k, ".reqd_workgroup_size", 3);
    km.workgroupSizeHint = kr.ints(k, ".workgroup_size_hint", 3);
    km.vecTypeHint = kr.str(k, ".vec_type_hint", false);
    km.deviceEnqueueSymbol = kr.str(k, ".device_enqueue_symbol", false);
    if (km.wavefrontSize != 32 && km.wavefrontSize != 64)
      kr.fail(".wavefront_size", "must be 32 or 64, is " + std::to_string(km.wavefrontSize));
    if (km.kernargSegmentAlign == 0 || (km.kernargSegmentAlign & (km.kernargSegmentAlign - 1)))
      kr.fail(".kernarg_segment_align", "must be a power of two, is " + std::to_string(km.kernargSegmentAlign));
    if (const MpNode* args = k.find(".args")) {
      if (!args->isArray()) kr.fail(".args", "expected an array, found " + std::string(kindName(args->kind)));
      for (size_t j = 0; j < args->array.size(); ++j) {
        const MpNode& a = args->array[j];
        Reader ar{what, kr.where + ": .args[" + std::to_string(j) + "]"};
        if (!a.isMap()) ar.fail("", "expected a map, found " + std::string(kindName(a.kind)));
        KernelArg ka;
        ka.name = ar.str(a, ".name", false);
        ka.typeName = ar.str(a, ".type_name", false);
        ka.offset = ar.u64(a, ".offset", true);
        ka.size = ar.u64(a, ".size", true);
        std::string vk = ar.str(a, ".value_kind", true);
        auto kind = parseValueKind(vk);
        if (!kind) ar.fail(".value_kind", "unknown value kind '" + vk + "'");
        ka.valueKind = *kind;
        ka.valueType = ar.str(a, ".value_type", false);
        ka.pointeeAlign = ar.optU64(a, ".pointee_align");
        if (auto s = ar.str(a, ".address_space", false); !s.empty()) {
          ka.addressSpace = parseAddressSpace(s);
          if (ka.addressSpace == AddressSpace::None) ar.fail(".address_space", "unknown address space '" + s + "'");
        }
        if (auto s = ar.str(a, ".access", false); !s.empty()) {
          ka.access = parseAccess(s);
          if (ka.access == Access::None) ar.fail(".access", "unknown access '" + s + "'");
        }
        if (auto s = ar.str(a, ".actual_access", false); !s.empty()) {
          ka.actualAccess = parseAccess(s);
          if (ka.actualAccess == Access::None) ar.fail(".actual_access", "unknown access '" + s + "'");
        }
        ka.isConst = ar.boolean(a, ".is_const");
        ka.isRestrict = ar.boolean(a, ".is_restrict");
        ka.isVolatile = ar.boolean(a, ".is_volatile");
        ka.isPipe = ar.boolean(a, ".is_pipe");
        if (ka.size > km.kernargSegmentSize || ka.offset > km.kernargSegmentSize - ka.size)
          ar.fail(".offset", "argument [" + std::to_string(ka.offset) + ", +" + std::to_string(ka.size) +
                                 ") lies outside the kernarg segment (" + std::to_string(km.kernargSegmentSize) + " bytes)");
        km.args.push_back(std::move(ka));
      }
    }
    md.kernels.push_back(std::move(km));
  }
  return md;
}

CodeObjectMetadata parseMetadata(std::span<const uint8_t> msgpack, const std::string& what) {
  return parseMetadata(decodeMsgpack(msgpack, what + ": metadata note"), what);
}

std::string targetTriple(const isa::TargetId& target) { return "amdgcn-amd-amdhsa--" + target.str(); }

MpNode generateMetadata(const isa::TargetId& target, unsigned cov, std::span<const KernelSummary> kernels) {
  detail::Traits t = detail::traitsOf(target);
  MpNode root = MpNode::newMap();
  MpNode& ks = root["amdhsa.kernels"];
  ks = MpNode::newArray();
  for (const auto& k : kernels) {
    MpNode m = MpNode::newMap();
    const KernelDescriptor& kd = k.kd;
    bool wave32 = isWave32(kd, target);
    unsigned vgprGranule = t.gfx90a ? 8 : (wave32 ? 8 : 4);
    m[".name"] = MpNode::str(k.name);
    m[".symbol"] = MpNode::str(k.name + ".kd");
    m[".kernarg_segment_size"] = MpNode::uint(kd.kernargSize);
    m[".kernarg_segment_align"] = MpNode::uint(kd.kernargSize ? 8 : 4);
    m[".group_segment_fixed_size"] = MpNode::uint(kd.groupSegmentFixedSize);
    m[".private_segment_fixed_size"] = MpNode::uint(kd.privateSegmentFixedSize);
    m[".wavefront_size"] = MpNode::uint(wave32 ? 32 : 64);
    m[".sgpr_count"] = MpNode::uint(k.sgprCount ? *k.sgprCount : (kd.get(KdField::GranulatedWavefrontSgprCount) + 1) * 8);
    m[".vgpr_count"] = MpNode::uint(k.vgprCount ? *k.vgprCount : (kd.get(KdField::GranulatedWorkitemVgprCount) + 1) * vgprGranule);
    if (t.gfx90a) m[".agpr_count"] = MpNode::uint(k.agprCount.value_or(0));
    m[".sgpr_spill_count"] = MpNode::uint(0);
    m[".vgpr_spill_count"] = MpNode::uint(0);
    m[".max_flat_workgroup_size"] = MpNode::uint(1024);
    if (cov >= 5) m[".uses_dynamic_stack"] = MpNode::boolean(kd.get(KdField::UsesDynamicStack) != 0);
    ks.array.push_back(std::move(m));
  }
  if (cov >= 4) root["amdhsa.target"] = MpNode::str(targetTriple(target));  // V4+ only
  MpNode ver = MpNode::newArray();
  ver.array = {MpNode::uint(1), MpNode::uint(cov >= 5 ? 2 : cov == 4 ? 1 : 0)};
  root["amdhsa.version"] = ver;
  return root;
}

}  // namespace gfxsim::codeobj
