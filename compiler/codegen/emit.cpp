// Emission of LLVM-syntax assembly, in the shape of clang -S output: the kernel symbol and
// its instructions, the .amdhsa_kernel descriptor block (register counts, user/system SGPR
// enables matching the prolog isel laid out, segment sizes, float mode from the IR's
// FloatMode) and the code object V5 metadata (explicit arguments with offsets and value
// kinds, the hidden arguments clang emits when the kernel reads them, segment sizes,
// register counts, wavefront size, required work-group size), built as a msgpack document and
// written by the code-object library's YAML writer, which quotes and tags scalars exactly as
// LLVM's yaml::Output does (so a string such as an argument named `y` stays a string).
#include "codegen/emit.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include <fmt/format.h>

#include "ir/printer.h"
#include "support/error.h"

namespace gfxsim::codegen {

namespace {

std::string labelName(unsigned fn, uint32_t l) { return ".LBB" + std::to_string(fn) + "_" + std::to_string(l); }

std::string operandText(const MOp& o, unsigned fn) {
  switch (o.kind) {
    case MOp::Kind::Imm:
      if (o.hex) {
        char b[24];
        std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(static_cast<uint64_t>(o.imm) & 0xffffffffull));
        return b;
      }
      return std::to_string(o.imm);
    case MOp::Kind::Label: return labelName(fn, o.reg);
    case MOp::Kind::PcRelative:
      return "(" + labelName(fn, o.reg) + "-" + labelName(fn, static_cast<uint32_t>(o.imm)) + ")" +
             (o.sub ? ">>32" : "&4294967295");
    default: return o.text;
  }
}

std::string instText(const MInst& m, const Subtarget& st, unsigned fn, const MFunction& mf) {
  if (!m.pcrel.empty()) {
    // The s_getpc_b64 bundle (mir.h): the PC it reads is the address of the s_add_u32, whose
    // literal is 4 bytes further and the s_addc_u32's 12, hence the addends (clang's too).
    const MOp& d = m.ops.at(0);
    if (d.kind != MOp::Kind::Phys || d.physCount != 2) throw Error("codegen: internal: s_getpc_b64 of '" + m.pcrel + "' has no SGPR pair");
    std::string lo = gprName(RegClass::SGPR, d.physIndex, 1), hi = gprName(RegClass::SGPR, d.physIndex + 1u, 1);
    return fmt::format("\ts_getpc_b64 {}\n\ts_add_u32 {}, {}, {}@rel32@lo+4\n\ts_addc_u32 {}, {}, {}@rel32@hi+12\n", d.text, lo,
                       lo, m.pcrel, hi, hi, m.pcrel);
  }
  std::string s = "\t" + st.spell(m.op);
  bool first = true;
  for (const MOp& o : m.ops) {
    if (o.implicit) continue;
    std::string t = operandText(o, fn);
    bool modifier = o.kind == MOp::Kind::Text && t != "off" && t != "null";
    if (first) s += (m.ops.size() > 0 ? " " : "");
    else s += modifier ? " " : ", ";
    s += t;
    first = false;
  }
  if (m.site != 0 && m.site <= mf.sites.size())
    s += "\t; memory model #" + std::to_string(m.site) + ": " + mf.sites[m.site - 1];
  return s + "\n";
}

}  // namespace

std::string emitKernelText(const MFunction& mf, const ir::Function& f, const Subtarget& st, const KernargLayout& k,
                           unsigned index) {
  std::ostringstream o;
  const std::string& n = f.name;
  o << "\t.protected\t" << n << "\n\t.globl\t" << n << "\n\t.p2align\t8\n\t.type\t" << n << ",@function\n" << n << ":\n";
  for (const MBlock& b : mf.blocks) {
    o << labelName(index, b.label) << ":\n";
    for (const MInst& m : b.insts) o << instText(m, st, index, mf);
  }
  o << ".Lfunc_end" << index << ":\n\t.size\t" << n << ", .Lfunc_end" << index << "-" << n << "\n";
  const KernelInputs& in = mf.inputs;
  bool scratch = in.scratch && mf.privateBytes > 0;
  unsigned vgprs = std::max(mf.numVgprs, 1u);
  o << "\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t6, 0x0\n\t.amdhsa_kernel " << n << "\n";
  o << "\t\t.amdhsa_group_segment_fixed_size " << mf.ldsBytes << "\n";
  o << "\t\t.amdhsa_private_segment_fixed_size " << (scratch ? mf.privateBytes : 0) << "\n";
  o << "\t\t.amdhsa_kernarg_size " << k.segmentSize() << "\n";
  o << "\t\t.amdhsa_user_sgpr_count " << in.userSgprs << "\n";
  // GFX11 (architected flat scratch) has no private segment buffer and no scratch wave
  // offset SGPR: scratch is enabled with .amdhsa_enable_private_segment, as clang does.
  if (!st.archFlatScratch()) o << "\t\t.amdhsa_user_sgpr_private_segment_buffer 1\n";
  o << "\t\t.amdhsa_user_sgpr_dispatch_ptr " << (in.dispatchPtr ? 1 : 0) << "\n";
  o << "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n";
  if (in.flatScratchInit) o << "\t\t.amdhsa_user_sgpr_flat_scratch_init 1\n";
  if (st.rdna) o << "\t\t.amdhsa_wavefront_size32 " << (st.wave64 ? 0 : 1) << "\n";
  if (st.archFlatScratch()) o << "\t\t.amdhsa_enable_private_segment " << (scratch ? 1 : 0) << "\n";
  else o << "\t\t.amdhsa_system_sgpr_private_segment_wavefront_offset " << (scratch ? 1 : 0) << "\n";
  o << "\t\t.amdhsa_system_sgpr_workgroup_id_x " << (in.workgroupId[0] ? 1 : 0) << "\n";
  o << "\t\t.amdhsa_system_sgpr_workgroup_id_y " << (in.workgroupId[1] ? 1 : 0) << "\n";
  o << "\t\t.amdhsa_system_sgpr_workgroup_id_z " << (in.workgroupId[2] ? 1 : 0) << "\n";
  o << "\t\t.amdhsa_system_vgpr_workitem_id " << (in.workitemIdDims - 1) << "\n";
  o << "\t\t.amdhsa_next_free_vgpr " << vgprs << "\n";
  o << "\t\t.amdhsa_next_free_sgpr " << mf.numSgprs << "\n";
  if (st.gfx90a) o << "\t\t.amdhsa_accum_offset " << (vgprs + 3) / 4 * 4 << "\n";
  o << "\t\t.amdhsa_reserve_vcc 1\n";
  if (!st.archFlatScratch()) o << "\t\t.amdhsa_reserve_flat_scratch " << (in.flatScratchInit ? 1 : 0) << "\n";
  o << "\t\t.amdhsa_float_denorm_mode_32 " << (f.floatMode.f32Denormals ? 3 : 0) << "\n";
  o << "\t\t.amdhsa_float_denorm_mode_16_64 " << (f.floatMode.f64Denormals ? 3 : 0) << "\n";
  o << "\t\t.amdhsa_dx10_clamp 1\n\t\t.amdhsa_ieee_mode 1\n";
  if (st.rdna) o << "\t\t.amdhsa_workgroup_processor_mode 1\n\t\t.amdhsa_memory_ordered 1\n";
  o << "\t.end_amdhsa_kernel\n\t.text\n";
  return o.str();
}

codeobj::MpNode emitKernelMetadata(const MFunction& mf, const ir::Function& f, const Subtarget& st,
                                   const KernargLayout& k) {
  using codeobj::MpNode;
  MpNode args = MpNode::newArray();
  for (size_t i = 0; i < f.args.size(); ++i) {
    const ir::ArgInfo& a = f.args[i];
    MpNode m = MpNode::newMap();
    bool ptr = a.kind != ir::ArgKind::ByValue;
    if (ptr) m[".address_space"] = MpNode::str(ir::addrSpaceName(a.space));
    if (a.isConst && ptr) m[".is_const"] = MpNode::boolean(true);
    if (a.isRestrict && ptr) m[".is_restrict"] = MpNode::boolean(true);
    if (a.isVolatile && ptr) m[".is_volatile"] = MpNode::boolean(true);
    // The argument's name (as clang with kernel-arg-info): `gfxsim run --launch name=...`
    // and tools read it. Being a string node, the YAML writer tags or quotes it where a plain
    // scalar would read back as something else (`y` is a YAML 1.1 boolean: "!str y").
    if (!a.name.empty()) m[".name"] = MpNode::str(a.name);
    m[".offset"] = MpNode::uint(k.offsets[i]);
    if (a.kind == ir::ArgKind::DynamicSharedPointer) m[".pointee_align"] = MpNode::uint(a.pointeeAlign);
    m[".size"] = MpNode::uint(a.size);
    if (!a.typeName.empty()) m[".type_name"] = MpNode::str(a.typeName);
    m[".value_kind"] = MpNode::str(ir::argKindName(a.kind));
    args.array.push_back(std::move(m));
  }
  if (k.hidden) {
    // The hidden arguments clang's code object V5 lays out after the explicit ones.
    for (const ir::hidden::Entry& h : ir::hidden::kListed) {
      MpNode m = MpNode::newMap();
      m[".offset"] = MpNode::uint(k.hiddenOffset + h.offset);
      m[".size"] = MpNode::uint(h.size);
      m[".value_kind"] = MpNode::str(h.valueKind);
      args.array.push_back(std::move(m));
      if (h.offset == ir::hidden::kGridDims && k.printf) {
        MpNode pm = MpNode::newMap();
        pm[".offset"] = MpNode::uint(k.hiddenOffset + ir::hidden::kPrintfBufferEntry.offset);
        pm[".size"] = MpNode::uint(ir::hidden::kPrintfBufferEntry.size);
        pm[".value_kind"] = MpNode::str(ir::hidden::kPrintfBufferEntry.valueKind);
        args.array.push_back(std::move(pm));
      }
    }
  }
  bool scratch = mf.inputs.scratch && mf.privateBytes > 0;
  unsigned maxWg = 256;
  const auto& reqd = f.reqdWorkGroupSize;
  if (reqd[0]) maxWg = reqd[0] * std::max(1u, reqd[1]) * std::max(1u, reqd[2]);
  MpNode kd = MpNode::newMap();
  kd[".args"] = std::move(args);
  kd[".group_segment_fixed_size"] = MpNode::uint(mf.ldsBytes);
  kd[".kernarg_segment_align"] = MpNode::uint(8);
  kd[".kernarg_segment_size"] = MpNode::uint(k.segmentSize());
  kd[".language"] = MpNode::str("OpenCL C");
  MpNode ver = MpNode::newArray();
  ver.array = {MpNode::uint(2), MpNode::uint(0)};
  kd[".language_version"] = std::move(ver);
  kd[".max_flat_workgroup_size"] = MpNode::uint(maxWg);
  kd[".name"] = MpNode::str(f.name);
  kd[".private_segment_fixed_size"] = MpNode::uint(scratch ? mf.privateBytes : 0);
  if (reqd[0]) {
    MpNode r = MpNode::newArray();
    r.array = {MpNode::uint(reqd[0]), MpNode::uint(std::max(1u, reqd[1])), MpNode::uint(std::max(1u, reqd[2]))};
    kd[".reqd_workgroup_size"] = std::move(r);
  }
  // VCC, and on GFX9 XNACK_MASK and (when set up) FLAT_SCRATCH, which are SGPRs there.
  kd[".sgpr_count"] = MpNode::uint(mf.numSgprs + (st.rdna ? 2 : 4 + (mf.inputs.flatScratchInit ? 2 : 0)));
  kd[".sgpr_spill_count"] = MpNode::uint(mf.sgprSpills);
  kd[".symbol"] = MpNode::str(f.name + ".kd");
  kd[".uses_dynamic_stack"] = MpNode::boolean(false);
  kd[".vgpr_count"] = MpNode::uint(std::max(mf.numVgprs, 1u));
  kd[".vgpr_spill_count"] = MpNode::uint(mf.vgprSpills);
  kd[".wavefront_size"] = MpNode::uint(st.wave64 ? 64 : 32);
  return kd;
}

std::string emitGlobals(const std::vector<ir::Global>& globals) {
  std::string o;
  for (const ir::Global& g : globals) {
    // clang's sections: constant data (__constant, or a const __global object) in .rodata
    // (.data.rel.ro when it holds pointers, which the loader relocates), other initialized
    // __global data in .data, zero-filled in .bss.
    bool zero = g.relocs.empty() && std::all_of(g.bytes.begin(), g.bytes.end(), [](uint8_t b) { return b == 0; });
    const char* section = g.constant
                              ? (g.relocs.empty() ? "\t.section\t.rodata,\"a\",@progbits" : "\t.section\t.data.rel.ro,\"aw\",@progbits")
                          : zero ? "\t.section\t.bss,\"aw\",@nobits"
                                 : "\t.data";
    if (g.exported) o += fmt::format("\t.hidden\t{}\n", g.name);
    o += fmt::format("\t.type\t{},@object\n{}\n", g.name, section);
    if (g.exported) o += fmt::format("\t.globl\t{}\n", g.name);
    unsigned log2 = 0;
    while ((1u << log2) < std::max<uint32_t>(g.align, 1)) ++log2;
    o += fmt::format("\t.p2align\t{}, 0x0\n{}:\n", log2, g.name);
    if (zero) {
      o += fmt::format("\t.zero\t{}\n", std::max<uint64_t>(g.size, 1));
    } else {
      std::vector<const ir::Global::Reloc*> at(g.size, nullptr);
      for (const auto& r : g.relocs) at.at(r.offset) = &r;
      uint64_t i = 0;
      while (i < g.size) {
        if (at[i]) {
          const auto& r = *at[i];
          o += fmt::format("\t.quad\t{}{:+}\n", globals.at(r.target).name, r.addend);
          i += 8;
          continue;
        }
        uint64_t end = i;
        while (end < g.size && !at[end] && (end >= g.bytes.size() || g.bytes[end] == 0)) ++end;
        if (end - i >= 16 || end == g.size) {
          if (end > i) o += fmt::format("\t.zero\t{}\n", end - i);
          i = end;
          continue;
        }
        std::string line = "\t.byte\t";
        for (uint64_t n = 0; n < 16 && i < g.size && !at[i]; ++n, ++i)
          line += fmt::format("{}{}", n ? "," : "", i < g.bytes.size() ? g.bytes[i] : 0);
        o += line + "\n";
      }
    }
    o += fmt::format("\t.size\t{}, {}\n\n", g.name, std::max<uint64_t>(g.size, 1));
  }
  return o;
}

std::string emitMetadataBlock(const std::vector<codeobj::MpNode>& kernels, const std::string& targetTriple,
                              const std::vector<std::string>& printfFormats) {
  using codeobj::MpNode;
  MpNode doc = MpNode::newMap();
  MpNode ks = MpNode::newArray();
  ks.array = kernels;
  doc["amdhsa.kernels"] = std::move(ks);
  if (!printfFormats.empty()) {
    MpNode pf = MpNode::newArray();
    for (const std::string& f : printfFormats) pf.array.push_back(MpNode::str(f));
    doc["amdhsa.printf"] = std::move(pf);
  }
  doc["amdhsa.target"] = MpNode::str(targetTriple);
  MpNode v = MpNode::newArray();
  v.array = {MpNode::uint(1), MpNode::uint(2)};
  doc["amdhsa.version"] = std::move(v);
  return "\t.amdgpu_metadata\n" + codeobj::emitYaml(doc) + "\n\t.end_amdgpu_metadata\n";
}

}  // namespace gfxsim::codegen
