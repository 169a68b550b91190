// The back end's driver: runs the stages of codegen.h over every kernel of a module and
// assembles the result with gfxsim's own assembler and code-object writer.
#include "codegen/codegen.h"

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "codegen/branch_relax.h"
#include "codegen/emit.h"
#include "codegen/hazards.h"
#include "codegen/isel.h"
#include "codegen/layout.h"
#include "codegen/regalloc.h"
#include "codegen/subtarget.h"
#include "codegen/uniformity.h"
#include "codegen/waitcnt.h"
#include "ir/transform.h"
#include "isa/description.h"
#include "support/error.h"

namespace gfxsim::codegen {

Subtarget::Subtarget(const isa::TargetId& t) : id(t) {
  if (!t.info) throw Error("codegen: error: no target given");
  name = std::string(t.info->name);
  isaFile = std::string(t.info->isaFile);
  info = t.info;
  rdna = t.info->rdna;
  gfx11 = t.info->gen == isa::Gen::GFX11;
  gfx90a = t.info->hasArchVgprSplit;
  wave64 = rdna ? t.wave64 : true;
  if (t.info->gen != isa::Gen::GFX9 && t.info->gen != isa::Gen::GFX10 && t.info->gen != isa::Gen::GFX11)
    throw Error("codegen: error: unsupported: target " + name + " (the back end supports GFX9, GFX10 and GFX11)");
  desc = &isa::description(isaFile);
  if (const isa::Format* flat = desc->format("FLAT"); flat && flat->field("sc0")) returnBit = "sc0";
}

const isa::InstProps* Subtarget::props(std::string_view op) const {
  const isa::Inst* row = desc->rowOf(op);
  return row ? &row->props : nullptr;
}

std::string Subtarget::spell(const std::string& op) const {
  if (!gfx11) return op;
  const isa::Description& d = isa::description(isaFile);
  // Encoding suffixes (_e32/_e64/_dpp) stay; the rows are named without them.
  std::string base = op, suffix;
  for (const char* s : {"_e32", "_e64", "_dpp"})
    if (op.size() > 4 && op.compare(op.size() - 4, 4, s) == 0) {
      base = op.substr(0, op.size() - 4);
      suffix = s;
    }
  if (!d.byMnemonic(base).empty()) return op;
  const auto& renamed = d.byOldName(base);
  if (renamed.empty()) throw Error("codegen: error: internal: no " + name + " spelling of " + op);
  return renamed.front()->mnemonic + suffix;
}

void Subtarget::checkResources(const ir::Function& f, uint64_t privateBytes, uint64_t ldsBytes) const {
  // clang-19 reports LDS at the kernel ("local memory (71680) exceeds limit (65536) in 'k'")
  // and the frame from the back end without a place ("<unknown>:0:0: stack frame size
  // (400000004) exceeds limit (131056) in function 'k'"); here both name the kernel's line.
  uint64_t lds = id.info->ldsBytesPerWorkgroup;
  if (ldsBytes > lds)
    throw Error(f.loc, "local memory (" + std::to_string(ldsBytes) + ") exceeds limit (" + std::to_string(lds) + ") in '" + f.name + "'");
  if (privateBytes > maxPrivateBytes())
    throw Error(f.loc, "stack frame size (" + std::to_string(privateBytes) + ") exceeds limit (" +
                           std::to_string(maxPrivateBytes()) + ") in function '" + f.name + "'");
}

namespace {

// The prolog after register allocation: with scratch in use, the private segment buffer's
// base (s[0:1]) is advanced by this wave's scratch offset (the system SGPR after the
// workgroup ids), as clang does for buffer-addressed scratch. GFX11 needs none: the
// hardware points FLAT_SCRATCH at the wave's scratch; its VGPR spills address their slots
// from an SGPR set to 0 here (regalloc.cpp).
void addProlog(MFunction& mf, const Subtarget& st) {
  MBlock& p = mf.blocks.front();
  if (mf.inputs.spillBaseSgpr >= 0) {  // GFX11: the spill slots' base
    MInst zero;
    zero.op = "s_mov_b32";
    zero.ops = {MOp::physGpr(RegClass::SGPR, static_cast<unsigned>(mf.inputs.spillBaseSgpr), 1, true), MOp::immediate(0)};
    p.insts.insert(p.insts.begin(), zero);
  }
  if (!mf.inputs.scratch || mf.privateBytes == 0 || st.archFlatScratch()) return;
  std::vector<MInst> prolog;
  auto sgpr = [](unsigned i, bool def = false) { return MOp::physGpr(RegClass::SGPR, i, 1, def); };
  auto inst = [&](const char* op, std::vector<MOp> ops) { prolog.push_back(makeInst(op, std::move(ops))); };
  if (mf.inputs.flatScratchInit) {
    // FLAT_SCRATCH = the queue's scratch base (flat_scratch_init) + this wave's offset, the
    // same bytes the private segment buffer reaches (AMDGPUUsage, "Flat Scratch"): on GFX9
    // an SGPR pair, on GFX10 a hardware register written with s_setreg.
    unsigned fs = mf.inputs.flatScratchInitSgpr;
    if (st.rdna) {
      inst("s_add_u32", {sgpr(fs, true), sgpr(fs), sgpr(mf.inputs.waveOffsetSgpr)});
      inst("s_addc_u32", {sgpr(fs + 1, true), sgpr(fs + 1), MOp::immediate(0)});
      inst("s_setreg_b32", {MOp::raw("hwreg(HW_REG_FLAT_SCR_LO)"), sgpr(fs)});
      inst("s_setreg_b32", {MOp::raw("hwreg(HW_REG_FLAT_SCR_HI)"), sgpr(fs + 1)});
    } else {
      inst("s_add_u32", {MOp::phys("flat_scratch_lo", true), sgpr(fs), sgpr(mf.inputs.waveOffsetSgpr)});
      inst("s_addc_u32", {MOp::phys("flat_scratch_hi", true), sgpr(fs + 1), MOp::immediate(0)});
    }
  }
  inst("s_add_u32", {sgpr(0, true), sgpr(0), sgpr(mf.inputs.waveOffsetSgpr)});
  inst("s_addc_u32", {sgpr(1, true), sgpr(1), MOp::immediate(0)});
  p.insts.insert(p.insts.begin(), prolog.begin(), prolog.end());
}

}  // namespace

std::string emitAssembly(const ir::Module& m, const CodegenOptions& opt) {
  Subtarget st(opt.target);
  std::string targetTriple = "amdgcn-amd-amdhsa--" + opt.target.str();
  std::string text = "\t.text\n\t.amdgcn_target \"" + targetTriple + "\"\n\t.amdhsa_code_object_version " +
                     std::to_string(opt.codeObjectVersion) + "\n";
  std::vector<codeobj::MpNode> meta;
  unsigned index = 0;
  for (const ir::Function& f0 : m.functions) {
    if (!f0.isKernel) continue;
    ir::Function f = f0;
    ir::removeUnreachableBlocks(f);
    splitCriticalEdges(f);
    Layout layout = computeLayout(f);
    Uniformity uni = analyzeUniformity(f, layout);
    KernargLayout k = layoutKernargs(f);
    k.printf = !m.printfFormats.empty();
    MFunction mf = selectInstructions(f, st, layout, uni, k, &m.globals);
    RegBudget budget;
    budget.sgprs = std::min<unsigned>(96, opt.target.info->addressableSgprs - 6);
    if (opt.maxSgprs) budget.sgprs = std::min(budget.sgprs, opt.maxSgprs);
    budget.vgprs = opt.maxVgprs ? opt.maxVgprs : 128;
    if (opt.optLevel > 0) coalesceCopies(mf);
    allocateRegisters(mf, st, budget);
    st.checkResources(f, mf.privateBytes, mf.ldsBytes);  // with the spill slots now
    addProlog(mf, st);
    insertWaitcnts(mf, st);
    fixHazards(mf, st);
    relaxBranches(mf, st, opt.maxSgprs ? std::min(opt.maxSgprs, opt.target.info->addressableSgprs) : opt.target.info->addressableSgprs);
    text += emitKernelText(mf, f, st, k, index);
    meta.push_back(emitKernelMetadata(mf, f, st, k));
    ++index;
  }
  text += emitGlobals(m.globals);
  text += emitMetadataBlock(meta, targetTriple, m.printfFormats);
  return text;
}

std::vector<uint8_t> assembleCodeObject(const std::string& assembly, const CodegenOptions& opt) {
  as::AsmOptions ao;
  ao.target = opt.target;
  ao.targetGiven = true;
  ao.codeObjectVersion = opt.codeObjectVersion;
  ao.cov_given = true;
  std::string file = (opt.sourceName.empty() ? std::string("kernel") : opt.sourceName) + ".s";
  return as::buildCodeObject(as::assemble(assembly, file, ao), false);
}

std::vector<uint8_t> emitCodeObject(const ir::Module& m, const CodegenOptions& opt) {
  return assembleCodeObject(emitAssembly(m, opt), opt);
}

}  // namespace gfxsim::codegen
